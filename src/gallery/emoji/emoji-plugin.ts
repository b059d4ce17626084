/**
 * The emoji plugin, for any editor (no React): a TextNode transform turns an emoticon into an
 * EmojiNode the moment its last character is typed, and Backspace right after an emoji turns
 * it back into its emoticon, as plain text you can go on editing.
 *
 * Only an emoticon that ends at the caret is converted. That is what makes "back on delete"
 * stick: the restored ":)" is left alone while you edit around it, and becomes an emoji again
 * only if you type its last character once more.
 */
import { mergeRegister } from '@lexical/utils';
import {
  $addUpdateTag,
  $createTextNode,
  $getSelection,
  $hasUpdateTag,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_LOW,
  DELETE_CHARACTER_COMMAND,
  TextNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { $createEmojiNode, $isEmojiNode, EmojiNode } from './EmojiNode';

const EMOTICONS: Readonly<Record<string, string>> = {
  ':)': '🙂',
  ':-)': '🙂',
  ':(': '🙁',
  ':D': '😄',
  ';)': '😉',
  ':P': '😛',
  ':O': '😮',
  '<3': '❤️',
};

/** Set on the update that restores an emoticon, so the transform leaves it as text. */
const RESTORE_TAG = 'emoji-restore';

/** The longest emoticon that ends `text`, if any (":-)" before ")"-only matches). */
function emoticonAtEnd(text: string): string | undefined {
  return Object.keys(EMOTICONS)
    .sort((a, b) => b.length - a.length)
    .find((emoticon) => text.endsWith(emoticon));
}

function $convertEmoticon(node: TextNode): void {
  if (!node.isSimpleText() || $hasUpdateTag(RESTORE_TAG)) return;
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed() || selection.anchor.key !== node.getKey()) return;
  const end = selection.anchor.offset;
  const emoticon = emoticonAtEnd(node.getTextContent().slice(0, end));
  if (emoticon === undefined) return;
  const start = end - emoticon.length;
  const parts = node.splitText(start, end);
  const target = start === 0 ? parts[0] : parts[1];
  const emoji = $createEmojiNode(emoticon, EMOTICONS[emoticon]);
  target.replace(emoji);
  emoji.selectEnd();
}

/** The node just before a collapsed caret, or null. */
function $nodeBeforeCaret(): LexicalNode | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null;
  const { anchor } = selection;
  const node = anchor.getNode();
  if ($isTextNode(node)) {
    if (anchor.offset === node.getTextContentSize()) return node;
    return anchor.offset === 0 ? node.getPreviousSibling() : null;
  }
  return $isElementNode(node) && anchor.offset > 0 ? node.getChildAtIndex(anchor.offset - 1) : null;
}

function $restoreEmoticon(isBackward: boolean): boolean {
  if (!isBackward) return false;
  const emoji = $nodeBeforeCaret();
  if (!$isEmojiNode(emoji)) return false;
  $addUpdateTag(RESTORE_TAG);
  const text = $createTextNode(emoji.getEmoticon()).setFormat(emoji.getFormat());
  emoji.replace(text);
  text.selectEnd();
  return true;
}

/** Registers the plugin; returns the function that removes it again. */
export function registerEmoji(editor: LexicalEditor): () => void {
  if (!editor.hasNodes([EmojiNode])) throw new Error('registerEmoji: register EmojiNode in the editor config (nodes: [EmojiNode]).');
  return mergeRegister(
    editor.registerNodeTransform(TextNode, $convertEmoticon),
    // Backspace reaches the editor as DELETE_CHARACTER_COMMAND (from keydown or beforeinput).
    editor.registerCommand(DELETE_CHARACTER_COMMAND, $restoreEmoticon, COMMAND_PRIORITY_LOW),
  );
}
