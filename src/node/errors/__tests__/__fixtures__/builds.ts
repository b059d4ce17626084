/**
 * Small stand-ins for a package's production builds, written the way Lexical's build emits
 * them: a minified error function `t` (whose name local variables reuse) called with numeric
 * codes, and error and warning functions inlined and called in place.
 */
const PROD_ERROR_FUNCTION =
  'function t(t,...e){const n=new URL("https://lexical.dev/docs/error"),r=new URLSearchParams;r.append("code",t);' +
  'for(const t of e)r.append("v",t);throw n.search=r.toString(),Error(`Minified Lexical error #${t}; visit ${n.toString()} ' +
  'for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`)}';

const INLINE_WARNING =
  'function(t,...e){const n=new URL("https://lexical.dev/docs/error"),r=new URLSearchParams;r.append("code",t);' +
  'for(const t of e)r.append("v",t);n.search=r.toString(),console.warn(`Minified Lexical warning #${t}; visit ${n.toString()} for the full message.`)}';

const INLINE_ERROR = INLINE_WARNING.replace('console.warn(`Minified Lexical warning', 'Error(`Minified Lexical error').replace(
  'n.search=r.toString(),Error',
  'throw n.search=r.toString(),Error',
);

export const boxProd =
  `"use strict";${PROD_ERROR_FUNCTION}class e{getChild(e){const n=this.__children.get(e);return void 0===n&&t(11,e),n}` +
  'setWidth(t){this.__width=t}splice(e,n){return e+n<=this.__size||t(12,e,n,this.__size),this.__size-n}run(t){return t(5)}}' +
  'exports.$assertBox=function(n){return n instanceof e||t(13),n},exports.BoxNode=e;';

/** A second package that reuses code 13 and adds an inlined error and an inlined warning. */
export const frameProd =
  `"use strict";exports.useFrame=function(e){const n=e.frame;return null==n&&${INLINE_ERROR}(21,e.name),n},` +
  `exports.$clampOffset=function(e,n){return n>e.getTextContentSize()&&${INLINE_WARNING}(22,String(n)),e instanceof o||${PROD_ERROR_FUNCTION.replace('function t(', 'function(')}(13),n};`;

/** A third build that emits code 11 with two values, while its message takes one. */
export const mismatchProd = `"use strict";${PROD_ERROR_FUNCTION}exports.$getChild=function(e,n){e.has(n)||t(11,n,e.getKey())};`;

/** A build that throws a code the official table lacks. */
export const unknownProd = `"use strict";${PROD_ERROR_FUNCTION}exports.$check=function(e){e||t(404)};`;

/** The official table of these builds: code 9 is one no build throws any more. */
export const official = new Map<number, string>([
  [9, 'An error of an earlier release'],
  [11, 'BoxNode.getChild: no child with key %s'],
  [12, 'BoxNode.splice: %s + %s > %s'],
  [13, 'Expected a BoxNode'],
  [21, 'useFrame: no frame in %s'],
  [22, '$clampOffset: offset %s past the end'],
]);
