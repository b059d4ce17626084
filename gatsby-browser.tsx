/** Thin on purpose: the browser hooks live in src/gatsby/. */
import './src/styles/global.css';

export { wrapPageElement } from './src/gatsby/wrap-page-element';
export { onClientEntry } from './src/gatsby/client-entry';
