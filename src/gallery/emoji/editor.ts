/**
 * The emoji example's editor: a plain `createEditor` with the rich-text and history
 * behaviours and the emoji plugin, attached to a contenteditable element. No framework:
 * the gallery's React page only hands it an element and calls the returned cleanup.
 */
import { registerHistory, createEmptyHistoryState } from '@lexical/history';
import { HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor, type EditorThemeClasses } from 'lexical';
import { $createEmojiNode, EmojiNode } from './EmojiNode';
import { registerEmoji } from './emoji-plugin';

export function createEmojiEditor(root: HTMLElement, theme: EditorThemeClasses): () => void {
  const editor = createEditor({
    namespace: 'gallery-emoji',
    theme,
    nodes: [HeadingNode, QuoteNode, EmojiNode],
    onError: (error) => console.error(error),
  });
  editor.setRootElement(root);
  const unregister = mergeRegister(
    registerRichText(editor),
    registerHistory(editor, createEmptyHistoryState(), 300),
    registerEmoji(editor),
  );
  editor.update(() => {
    const paragraph = $createParagraphNode().append(
      $createTextNode('Type :) or <3 here '),
      $createEmojiNode(':D', '😄'),
      $createTextNode(' and press Backspace after an emoji to get its text back.'),
    );
    $getRoot().clear().append(paragraph);
  });
  return () => {
    unregister();
    editor.setRootElement(null);
  };
}
