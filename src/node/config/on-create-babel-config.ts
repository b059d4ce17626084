/**
 * babel-preset-gatsby compiles every class of the site in Babel's "loose" mode, whose
 * constructors call their parent as a plain function. Lexical's node classes ship as native
 * classes, which cannot be called that way, so a custom node (`class EmojiNode extends
 * TextNode`, as in the gallery and the guides) would throw "Class constructor cannot be
 * invoked without 'new'" in the browser. The spec-compliant transform, added here, runs before
 * the preset's and builds instances with Reflect.construct, which works with native parents.
 * Class fields must be compiled first, as the class transform expects.
 */
import type { GatsbyNode } from 'gatsby';

export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions }) => {
  actions.setBabelPlugin({ name: '@babel/plugin-transform-class-properties', options: { loose: true } });
  actions.setBabelPlugin({ name: '@babel/plugin-transform-classes', options: { loose: false } });
};
