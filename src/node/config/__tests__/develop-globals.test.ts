/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { developGlobals } from '../on-create-webpack-config';

/** React Refresh's webpack plugin: Gatsby's dependency, not the site's. */
const REFRESH_PLUGIN = ['@pmmmwh', 'react-refresh-webpack-plugin'].join('/');
/** Its client, as Gatsby resolves it. */
const REFRESH_CLIENT = path.dirname(
  createRequire(require.resolve('gatsby/package.json')).resolve(`${REFRESH_PLUGIN}/client/ReactRefreshEntry`),
);

/** Every `require('core-js-pure/…')` of React Refresh's client files. */
function refreshClientPolyfills(dir = REFRESH_CLIENT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return refreshClientPolyfills(file);
    if (!entry.name.endsWith('.js')) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(/require\('(core-js-pure\/[^']+)'\)/g)].map((match) => match[1]);
  });
}

describe("develop's browser globals in place of core-js-pure", () => {
  const aliases = developGlobals();

  it("stand in for every polyfill React Refresh's client asks for, and only for those", () => {
    const requested = [...new Set(refreshClientPolyfills())].sort();
    expect(requested.length).toBeGreaterThan(0);
    expect(
      Object.keys(aliases)
        .map((alias) => alias.replace(/\$$/, ''))
        .sort(),
    ).toEqual(requested);
  });

  it('give the global the polyfill would have provided', () => {
    const globals: Record<string, unknown> = {
      'core-js-pure/features/global-this$': globalThis,
      'core-js-pure/web/url$': URL,
      'core-js-pure/web/url-search-params$': URLSearchParams,
    };
    for (const [alias, file] of Object.entries(aliases)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(require(file)).toBe(globals[alias]);
    }
  });
});
