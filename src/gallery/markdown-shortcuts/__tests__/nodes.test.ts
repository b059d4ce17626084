/**
 * The gallery's Markdown example spells out its nodes for the reader; they must be the ones
 * the site's rule (src/shared/live-editor.ts) gives the Markdown shortcuts, which the live
 * editor and its Markdown form use.
 */
import { pluginNodes } from '../../../shared/live-editor';
import { initialConfig } from '..';

test('registers every node the Markdown shortcuts need', () => {
  const names = (initialConfig.nodes ?? []).map((node) => ('replace' in node ? node.replace : node).name);
  expect(names.sort()).toEqual(
    pluginNodes(['markdown-shortcuts'])
      .map((node) => node.name)
      .sort(),
  );
});
