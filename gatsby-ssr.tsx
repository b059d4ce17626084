/** Thin on purpose: the same wrappers as the browser, and the head of every page, from src/gatsby/. */
export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap-page-element';
export { onRenderBody } from './src/gatsby/render-body';
