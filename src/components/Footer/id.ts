/**
 * The footer's id. Every page's <head> asks Chromium browsers to hold the first paint until the
 * element with this id is parsed (src/gatsby/render-body.tsx), so a slow phone never paints
 * half a page whose later parts then push the first screen around.
 */
export const FOOTER_ID = 'site-footer';
