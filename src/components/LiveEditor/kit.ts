/**
 * The live editor's public entry for code that builds editors of its own (the gallery): the
 * theme, the frame's stylesheet, the toolbar and the character counter, the same the live
 * examples use. Nothing outside this folder imports its other files. It sets Prism to manual
 * first, so an importer that loads @lexical/code after it keeps the page's code blocks intact.
 */
import './prism-manual';
import * as frameStyles from './styles.module.css';

export { editorTheme } from './theme';
export { default as CharacterCounter } from './CharacterCounter';
export { default as Toolbar } from './Toolbar';

/** The frame's class names (`frame.surface`, `frame.input`, …). */
export const frame = frameStyles;
