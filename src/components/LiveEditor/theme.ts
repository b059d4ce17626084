/** The class names Lexical puts on the nodes it renders, from this component's CSS module. */
import type { EditorThemeClasses } from 'lexical';
import * as styles from './styles.module.css';

export const editorTheme: EditorThemeClasses = {
  paragraph: styles.paragraph,
  quote: styles.quote,
  heading: { h1: styles.h1, h2: styles.h2, h3: styles.h3, h4: styles.h3, h5: styles.h3, h6: styles.h3 },
  list: {
    ul: styles.ul,
    ol: styles.ol,
    listitem: styles.listItem,
    nested: { listitem: styles.nestedListItem },
  },
  text: {
    bold: styles.bold,
    italic: styles.italic,
    underline: styles.underline,
    strikethrough: styles.strikethrough,
    underlineStrikethrough: styles.underlineStrikethrough,
    code: styles.textCode,
  },
  code: styles.code,
  link: styles.link,
  hashtag: styles.hashtag,
  characterLimit: styles.overflow,
};
