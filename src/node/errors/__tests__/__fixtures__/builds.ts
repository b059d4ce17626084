/**
 * Small stand-ins for a package's development and production builds, written the way
 * Lexical's build emits them: `formatDevErrorMessage` with template literals in dev; a minified
 * error function `t` (whose name local variables reuse) and numeric codes in prod, exported
 * functions moved to the end, one dev-only check that prod drops, and an inlined error function.
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

export const boxDev = `'use strict';

// Do not require this module directly! Use normal \`invariant\` calls.
function formatDevErrorMessage(message) {
  throw new Error(message);
}

function $assertBox(node) {
  if (!(node instanceof BoxNode)) {
    formatDevErrorMessage(\`Expected a BoxNode\`);
  }
  return node;
}
class BoxNode {
  getChild(key) {
    const child = this.__children.get(key);
    if (child === undefined) {
      {
        formatDevErrorMessage(\`BoxNode.getChild: no child with key \${key}\`);
      }
    }
    return child;
  }
  setWidth(width) {
    {
      if (!(width >= 0)) {
        formatDevErrorMessage(\`BoxNode.setWidth: width \${String(width)} is negative\`);
      }
    }
    this.__width = width;
  }
  splice(start, count) {
    if (!(start + count <= this.__size)) {
      formatDevErrorMessage(\`BoxNode.splice: \${start} + \${count} > \${this.__size}\`);
    }
    return this.__size - count;
  }
  run(callback) {
    return callback(5);
  }
}
exports.$assertBox = $assertBox;
exports.BoxNode = BoxNode;
`;

export const boxProd =
  `"use strict";${PROD_ERROR_FUNCTION}class e{getChild(e){const n=this.__children.get(e);return void 0===n&&t(11,e),n}` +
  'setWidth(t){this.__width=t}splice(e,n){return e+n<=this.__size||t(12,e,n,this.__size),this.__size-n}run(t){return t(5)}}' +
  'exports.$assertBox=function(n){return n instanceof e||t(13),n},exports.BoxNode=e;';

/** A second package that reuses code 13 and adds an inlined error and an inlined warning. */
export const frameDev = `'use strict';

function formatDevErrorMessage(message) {
  throw new Error(message);
}

function useFrame(context) {
  const frame = context.frame;
  if (frame == null) {
    {
      formatDevErrorMessage(\`useFrame: no frame in \${context.name}\`);
    }
  }
  return frame;
}
function $clampOffset(node, offset) {
  if (offset > node.getTextContentSize()) {
    formatDevErrorMessage(\`$clampOffset: offset \${String(offset)} past the end\`);
  }
  if (!(node instanceof BoxNode)) {
    formatDevErrorMessage(\`Expected a BoxNode\`);
  }
  return offset;
}
exports.useFrame = useFrame;
exports.$clampOffset = $clampOffset;
`;

export const frameProd =
  `"use strict";exports.useFrame=function(e){const n=e.frame;return null==n&&${INLINE_ERROR}(21,e.name),n},` +
  `exports.$clampOffset=function(e,n){return n>e.getTextContentSize()&&${INLINE_WARNING}(22,String(n)),e instanceof o||${PROD_ERROR_FUNCTION.replace('function t(', 'function(')}(13),n};`;

/** A third build that emits code 11 with two values, while its message takes one. */
export const mismatchDev = `'use strict';
function formatDevErrorMessage(message) {
  throw new Error(message);
}
function $getChild(node, key) {
  if (!node.has(key)) {
    formatDevErrorMessage(\`BoxNode.getChild: no child with key \${key}\`);
  }
}
exports.$getChild = $getChild;
`;

export const mismatchProd = `"use strict";${PROD_ERROR_FUNCTION}exports.$getChild=function(e,n){e.has(n)||t(11,n,e.getKey())};`;

/** Like frame, but code 13 carries another message. */
export const conflictDev = boxDev.replace('Expected a BoxNode`', 'Expected a box`');
