import React from 'react';
import ApiHtml from '../ApiHtml';
import * as styles from './styles.module.css';

export interface Props {
  /** The `@deprecated` text as HTML; may be empty when the tag has no text. */
  html: string;
  /** Starts the note with "Deprecated." where no badge beside the heading says so already. */
  labelled?: boolean;
}

/** The note under an API heading that says what to use instead of a deprecated export or member. */
export default function ApiDeprecated({ html, labelled = false }: Props) {
  return (
    <div className={labelled ? `${styles.deprecated} ${styles.labelled}` : styles.deprecated} role="note">
      {labelled && (
        <>
          <strong>Deprecated.</strong>{' '}
        </>
      )}
      <ApiHtml html={html} />
    </div>
  );
}
