/**
 * babel-preset-gatsby compiles every class of the site in Babel's "loose" mode, whose
 * constructors call their parent class as a plain function (`Parent.call(this)`). Lexical's
 * node classes ship as native classes, which cannot be called that way, so a custom node
 * (`class EmojiNode extends TextNode`, as in the gallery and the guides) would throw "Class
 * constructor cannot be invoked without 'new'" in the browser. Babel lets a config override
 * that one assumption of loose mode: with it off, `super(...)` is compiled to
 * Reflect.construct, which works with native parents, and everything else stays as it was.
 */
import type { GatsbyNode } from 'gatsby';

export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions }) => {
  actions.setBabelOptions({ options: { assumptions: { superIsCallableConstructor: false } } });
};
