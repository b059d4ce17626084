/**
 * An emoji typed as an emoticon. It is a TextNode (so it sits in a line of text, takes the
 * text's format and copies as text) in "token" mode: the caret steps over it as one unit and
 * a deletion removes it whole. It remembers the emoticon it came from, so the plugin can turn
 * it back into that text.
 */
import {
  $applyNodeReplacement,
  TextNode,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedTextNode,
  type Spread,
} from 'lexical';

type SerializedEmojiNode = Spread<{ emoticon: string }, SerializedTextNode>;

export class EmojiNode extends TextNode {
  __emoticon: string;

  static getType(): string {
    return 'emoji';
  }

  static clone(node: EmojiNode): EmojiNode {
    return new EmojiNode(node.__emoticon, node.__text, node.__key);
  }

  static importJSON(json: SerializedEmojiNode): EmojiNode {
    return $createEmojiNode(json.emoticon, json.text).updateFromJSON(json);
  }

  constructor(emoticon: string, emoji: string, key?: NodeKey) {
    super(emoji, key);
    this.__emoticon = emoticon;
  }

  exportJSON(): SerializedEmojiNode {
    return { ...super.exportJSON(), emoticon: this.getEmoticon() };
  }

  createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.dataset.emoticon = this.__emoticon;
    dom.title = this.__emoticon;
    return dom;
  }

  getEmoticon(): string {
    return this.getLatest().__emoticon;
  }
}

export function $createEmojiNode(emoticon: string, emoji: string): EmojiNode {
  return $applyNodeReplacement(new EmojiNode(emoticon, emoji)).setMode('token');
}

export function $isEmojiNode(node: LexicalNode | null | undefined): node is EmojiNode {
  return node instanceof EmojiNode;
}
