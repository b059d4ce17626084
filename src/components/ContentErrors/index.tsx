import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  errors: readonly string[];
}

/**
 * What `gatsby develop` found wrong in the page's source (a production build fails on the same
 * mistakes instead), shown above the page so the editor sees it where they look. Saving the
 * fixed file makes it go away.
 */
export default function ContentErrors({ errors }: Props) {
  return (
    <div className={styles.box} role="alert" data-content-errors="">
      <strong>This page has a content error</strong>
      {errors.map((error) => (
        <pre key={error} className={styles.message}>
          {error}
        </pre>
      ))}
    </div>
  );
}
