/**
 * Path handling of the inline head script (src/gatsby/head-script.ts), which tidies the address
 * bar before any bundle reads it: `x/index.html` and `x.html` are the page `x`, and the empty
 * path is the root. The script embeds these patterns' sources; its unit tests cover the cases.
 */
export const INDEX_HTML_SUFFIX = /\/index\.html$/;
export const HTML_SUFFIX = /\.html$/;
