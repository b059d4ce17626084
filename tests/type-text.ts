/**
 * Typing into a Lexical editor in Jest as a reader's keystrokes arrive: one discrete update
 * per character, inserted at the selection, so text-node transforms and shortcuts run after
 * each one, as they do in the browser.
 */
import { $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';

export function typeText(editor: LexicalEditor, text: string): void {
  for (const character of text) {
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText(character);
      },
      { discrete: true },
    );
  }
}
