/**
 * The private Gatsby globals the site wraps (./private-gatsby.ts) are still there, in the
 * shape it was written against. When Gatsby is upgraded this fails first: read the named
 * files of the new version, adjust private-gatsby.ts if needed, then its checked version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHECKED_GATSBY_VERSION, wrapGatsbyLoadPage, wrapGatsbyNavigate, type GatsbyLoader, type GatsbyNavigate } from '../private-gatsby';

const gatsbyDir = path.dirname(require.resolve('gatsby/package.json'));
const read = (file: string) => fs.readFileSync(path.join(gatsbyDir, file), 'utf8');
const linkDir = path.dirname(require.resolve('gatsby-link/package.json', { paths: [gatsbyDir] }));

describe('Gatsby private globals', () => {
  it('are checked against the installed Gatsby', () => {
    const installed = (JSON.parse(read('package.json')) as { version: string }).version;
    expect(installed).toBe(CHECKED_GATSBY_VERSION);
  });

  it('still set window.___navigate, which the public navigate and Link clicks call', () => {
    expect(read('cache-dir/navigation.js')).toContain('window.___navigate = (to, options) => navigate(to, options)');
    const link = fs.readFileSync(path.join(linkDir, 'dist/index.modern.mjs'), 'utf8');
    expect(link.match(/window\.___navigate\(/g)?.length).toBe(2);
  });

  it("still share one loader object between window.___loader and navigation's page loads", () => {
    expect(read('cache-dir/production-app.js')).toContain('window.___loader = publicLoader');
    expect(read('cache-dir/app.js')).toContain('window.___loader = publicLoader');
    const loader = read('cache-dir/loader.js');
    expect(loader).toMatch(/export const publicLoader = \{[^}]*loadPage: rawPath => instance\.loadPage\(rawPath\)/);
    expect(loader).toContain('export default publicLoader');
    // What site links call instead of Gatsby's Link (../site-links.ts): the same two entries.
    const publicLoader = loader.slice(
      loader.indexOf('export const publicLoader = {'),
      loader.indexOf('\n}\n', loader.indexOf('export const publicLoader = {')),
    );
    expect(publicLoader).toContain('enqueue: rawPath => instance.prefetch(rawPath),');
    expect(publicLoader).toContain('hovering: rawPath => instance.hovering(rawPath),');
    const navigation = read('cache-dir/navigation.js');
    expect(navigation).toContain('import loader, { PageResourceStatus } from "./loader"');
    expect(navigation).toContain('loader.loadPage(pathname + search).then(pageResources => {');
  });
});

describe('wrapping', () => {
  const w = window as unknown as { ___navigate?: GatsbyNavigate; ___loader?: GatsbyLoader };
  afterEach(() => {
    delete w.___navigate;
    delete w.___loader;
  });

  it('wraps navigate once, however often it is asked', () => {
    const original = jest.fn();
    w.___navigate = original;
    const seen: string[] = [];
    const wrap =
      (next: GatsbyNavigate): GatsbyNavigate =>
      (to, options) => (seen.push(to), next(to, options));
    wrapGatsbyNavigate(wrap);
    wrapGatsbyNavigate(wrap);
    w.___navigate!('/docs/intro');
    expect(seen).toEqual(['/docs/intro']);
    expect(original).toHaveBeenCalledWith('/docs/intro', undefined);
  });

  it('applies two different wrappers, the later one outside', () => {
    const calls: string[] = [];
    w.___navigate = (to) => calls.push(`navigate ${to}`);
    wrapGatsbyNavigate((next) => (to, options) => (calls.push('inner'), next(to, options)));
    wrapGatsbyNavigate((next) => (to, options) => (calls.push('outer'), next(to, options)));
    w.___navigate!('/docs/intro');
    expect(calls).toEqual(['outer', 'inner', 'navigate /docs/intro']);
  });

  it("wraps the loader's loadPage once, keeping its object", () => {
    const loader: GatsbyLoader = { loadPage: jest.fn().mockResolvedValue({ status: 'success' }) };
    w.___loader = loader;
    let calls = 0;
    const wrap =
      (next: GatsbyLoader['loadPage']): GatsbyLoader['loadPage'] =>
      (p) => ((calls += 1), next(p));
    wrapGatsbyLoadPage(wrap);
    wrapGatsbyLoadPage(wrap);
    void loader.loadPage('/docs/intro');
    expect(calls).toBe(1);
  });

  it('does nothing when Gatsby has not set the globals (server rendering, tests)', () => {
    expect(() => wrapGatsbyNavigate((next) => next)).not.toThrow();
    expect(() => wrapGatsbyLoadPage((next) => next)).not.toThrow();
  });
});
