/**
 * @jest-environment node
 *
 * src/styles/module-order.ts fixes the order of the site's one stylesheet. It is written by
 * `npm run css-order` from the source tree (scripts/css-order.mjs): it must be what that script
 * writes now (a CSS module left out takes the order of whichever page reaches it first, and two
 * pages can disagree), and the browser entry must import it before any component.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cssModuleGraph, cssOrder, ORDER_FILE, orderFileText } from '../../../scripts/css-order.mjs';

const root = path.resolve(__dirname, '../../..');

describe('the CSS module order', () => {
  it('is the order npm run css-order writes for the tree as it is', () => {
    const written = fs.readFileSync(path.join(root, ORDER_FILE), 'utf8');
    // On failure: run `npm run css-order` and commit src/styles/module-order.ts.
    expect(written).toBe(orderFileText(cssOrder(root)));
  });

  it('names every CSS module once, each after the modules of the components its owner renders', () => {
    const order = cssOrder(root);
    const graph = cssModuleGraph(root);
    expect(new Set(order).size).toBe(graph.size);
    const position = new Map(order.map((file, i) => [file, i]));
    for (const [file, before] of graph) for (const child of before) expect(position.get(child)!).toBeLessThan(position.get(file)!);
    // CodeBlock gives CopyButton's element its class: the edge the order exists for.
    expect(graph.get('src/components/CodeBlock/styles.module.css')).toContain('src/components/CopyButton/styles.module.css');
  });

  it('is imported by the browser entry before any component', () => {
    const entry = fs.readFileSync(path.join(root, 'gatsby-browser.tsx'), 'utf8');
    const firstComponent = entry.search(/from '\.\/src\/gatsby\//);
    const order = entry.indexOf("import './src/styles/module-order';");
    expect(order).toBeGreaterThan(-1);
    expect(order).toBeLessThan(firstComponent);
  });
});
