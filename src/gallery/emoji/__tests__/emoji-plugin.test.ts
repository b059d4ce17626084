/**
 * The emoji plugin on a real editor (jsdom): an emoticon typed at the caret becomes an
 * EmojiNode, deleting backwards right after it restores the emoticon as text, and the
 * restored text stays text.
 */
import { registerRichText } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, DELETE_CHARACTER_COMMAND, createEditor, type LexicalEditor } from 'lexical';
import { $isEmojiNode, EmojiNode } from '../EmojiNode';
import { registerEmoji } from '../emoji-plugin';
import { typeText } from '../../../../tests/type-text';

function setup(): LexicalEditor {
  const editor = createEditor({
    namespace: 'emoji-test',
    nodes: [EmojiNode],
    onError: (error) => {
      throw error;
    },
  });
  const root = document.createElement('div');
  root.contentEditable = 'true';
  document.body.append(root);
  editor.setRootElement(root);
  registerRichText(editor);
  registerEmoji(editor);
  editor.update(
    () => {
      $getRoot().clear().append($createParagraphNode()).selectEnd();
    },
    { discrete: true },
  );
  return editor;
}

const describeNodes = (editor: LexicalEditor) =>
  editor.getEditorState().read(() =>
    $getRoot()
      .getAllTextNodes()
      .map((node) => ($isEmojiNode(node) ? `[${node.getTextContent()} ${node.getEmoticon()}]` : node.getTextContent())),
  );

describe('the emoji plugin', () => {
  it('turns an emoticon into an emoji node when its last character is typed', () => {
    const editor = setup();
    typeText(editor, 'hi :) and <3');
    expect(describeNodes(editor)).toEqual(['hi ', '[🙂 :)]', ' and ', '[❤️ <3]']);
  });

  it('gives the emoticon back as text on Backspace right after the emoji, and leaves it as text', () => {
    const editor = setup();
    typeText(editor, 'ok :(');
    // Inside a discrete update, so the command's changes are committed before the check.
    editor.update(
      () => {
        editor.dispatchCommand(DELETE_CHARACTER_COMMAND, true);
      },
      { discrete: true },
    );
    expect(describeNodes(editor)).toEqual(['ok :(']);
    typeText(editor, '!');
    expect(describeNodes(editor)).toEqual(['ok :(!']);
  });

  it('refuses an editor without EmojiNode registered', () => {
    const editor = createEditor({ namespace: 'no-emoji', onError: () => undefined });
    expect(() => registerEmoji(editor)).toThrow(/nodes: \[EmojiNode\]/);
  });
});
