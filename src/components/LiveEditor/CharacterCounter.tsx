/**
 * CharacterLimitPlugin with the counter the live examples and the gallery show in the editor's
 * footer: the characters left (UTF-16 code units, as a JavaScript string counts them), marked
 * once the text runs over and read out by screen readers as it changes.
 */
import { CharacterLimitPlugin } from '@lexical/react/LexicalCharacterLimitPlugin';
import React from 'react';
import * as styles from './styles.module.css';

export default function CharacterCounter({ limit }: { limit: number }) {
  return (
    <CharacterLimitPlugin
      charset="UTF-16"
      maxLength={limit}
      renderer={({ remainingCharacters }) => (
        <span className={remainingCharacters < 0 ? styles.overLimit : undefined} aria-live="polite">
          {remainingCharacters} of {limit} characters left
        </span>
      )}
    />
  );
}
