/** Thin on purpose: the same wrappers as the browser, from src/gatsby/. */
export { wrapPageElement } from './src/gatsby/wrap-page-element';
