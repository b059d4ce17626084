import React from 'react';
import * as styles from './styles.module.css';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface Props extends React.HTMLAttributes<HTMLHeadingElement> {
  as: HeadingTag;
}

/** A content heading with its anchor id and a link to it that shows on hover and focus. */
export default function Heading({ as: Tag, id, children, className, ...rest }: Props) {
  return (
    <Tag id={id} className={`${styles.heading} ${className ?? ''}`} {...rest}>
      {children}
      {id && (
        <a className={styles.hashLink} href={`#${id}`} aria-label={`Link to this section`}>
          #
        </a>
      )}
    </Tag>
  );
}
