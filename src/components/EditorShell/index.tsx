import React from 'react';
import * as styles from './styles.module.css';

export type Props = React.HTMLAttributes<HTMLDivElement>;

/**
 * The bordered box that holds an editor, in the docs' live examples and in the gallery. It is a
 * size container, so what is inside (e.g. two collaborative editors side by side) follows the
 * box's width rather than the window's.
 */
const EditorShell = React.forwardRef<HTMLDivElement, Props>(function EditorShell({ className, ...rest }, ref) {
  return <div ref={ref} className={className ? `${styles.shell} ${className}` : styles.shell} {...rest} />;
});

export default EditorShell;
