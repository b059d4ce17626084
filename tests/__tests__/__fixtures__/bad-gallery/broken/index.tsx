import { $createTextNode } from 'lexical';

export default function Broken() {
  return $createTextNode(42);
}
