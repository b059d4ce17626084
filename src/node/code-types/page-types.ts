/**
 * Type information of a page's samples, computed once per content: each page's result is a
 * JSON file under node_modules/.cache/lexical-site/code-types (src/shared/content-cache.mjs) named by a hash of its samples, the TypeScript version,
 * the compiler options and the versions of the pinned Lexical packages. A warm build reads the
 * files; an edited sample or a version bump misses and recomputes.
 *
 * On the first miss of a process every page of the docs that misses too is compiled in the
 * same program: a cold build pays for one program (the cost is setting up the checker with the
 * DOM, Node and Lexical declarations, then each identifier's quick info), not one per page.
 * Later misses (an edit under `gatsby develop`) compile that page alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTENT_CACHE_DIR } from '../../shared/content-cache.mjs';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import { runInBackground, type BackgroundRun } from '../background';
import { DOCS_ROOT } from '../docs/paths';
import { COMPILER_OPTIONS, SampleAnalyser, type PageTypes, type SampleSource, type TypedIdentifier } from './analyse';
import { entryPointsOf, packageVersions } from './entry-points';
import { typeFragments, type Fragment } from './fragments';
import { fencesOf, pageSamples } from './samples';
import { markTypedPages } from './typed-pages';
import { servesBeforeSlowWork } from '../mode';

/** Changes when what is cached changes shape or meaning. */
const FORMAT = 2;

export interface CodeTypesOptions {
  /** The project root: samples resolve `lexical` from its node_modules. */
  root: string;
  /** content/docs, scanned on the first miss. */
  docsDir: string;
  /** The pinned lexical and @lexical/* packages. */
  packages: readonly string[];
}

function listMdx(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The background process's niceness in `gatsby develop`, where nothing waits for it. */
const DEVELOP_NICENESS = 10;

/** How often a page waiting for the background process looks for its types in the cache. */
const BACKGROUND_POLL_MS = 25;

export class CodeTypes {
  private analyser: SampleAnalyser | null = null;
  private scanned = false;
  private child: BackgroundRun | null = null;
  private background: Promise<void> | null = null;
  private backgroundEnded = false;
  /** The pages typesOfPage() answered without types while the background process worked (develop). */
  private readonly servedUntyped = new Set<string>();
  private fragmentsInBackground: Promise<void> | null = null;
  private readonly versionKey: string;
  private readonly cacheDir: string;

  constructor(private readonly options: CodeTypesOptions) {
    const nodeModules = path.join(options.root, 'node_modules');
    this.versionKey = JSON.stringify({
      FORMAT,
      typescript: ts.version,
      options: COMPILER_OPTIONS,
      packages: packageVersions(options.packages, nodeModules),
    });
    this.cacheDir = path.join(options.root, CONTENT_CACHE_DIR, 'code-types');
  }

  private cacheFile(pageKey: string, samples: readonly SampleSource[]): string {
    const material = JSON.stringify([this.versionKey, pageKey, samples.map((s) => [s.name, s.code])]);
    return path.join(this.cacheDir, `${crypto.createHash('sha256').update(material).digest('hex').slice(0, 20)}.json`);
  }

  private read<T = PageTypes>(file: string): T | null {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  /** Written whole, then renamed: a build reading the cache never sees half a file. */
  private write(file: string, value: unknown): void {
    fs.mkdirSync(this.cacheDir, { recursive: true });
    fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(value));
    fs.renameSync(`${file}.${process.pid}`, file);
  }

  private analyserOf(): SampleAnalyser {
    return (this.analyser ??= new SampleAnalyser(
      this.options.root,
      entryPointsOf(this.options.packages, path.join(this.options.root, 'node_modules')),
    ));
  }

  /** The page key of an MDX file: its path from the project root. */
  pageKey(file: string): string {
    return path.relative(this.options.root, file).split(path.sep).join('/');
  }

  /**
   * The errors and Lexical identifiers of one page's samples (`pageKey`: see pageKey()). While
   * the background process (prepareInBackground) runs, a page waits for it to write the page's
   * types rather than compile them a second time, and is compiled here only if it ended without
   * them. With `wait: false` (`gatsby develop`) such a page gets `null` at once, and is read
   * again with its types through its marker (./typed-pages.ts).
   */
  async typesOfPage(pageKey: string, samples: readonly SampleSource[], { wait = true } = {}): Promise<PageTypes | null> {
    if (samples.length === 0) return { samples: [], diagnostics: [] };
    const file = this.cacheFile(pageKey, samples);
    if (this.background) {
      if (!wait && !this.backgroundEnded && !fs.existsSync(file)) {
        this.servedUntyped.add(pageKey);
        return null;
      }
      while (!this.backgroundEnded && !fs.existsSync(file)) {
        await Promise.race([this.background, new Promise((resolve) => setTimeout(resolve, BACKGROUND_POLL_MS))]);
      }
    }
    const cached = this.read(file);
    if (cached) return cached;
    const pending = new Map<string, readonly SampleSource[]>([[pageKey, samples]]);
    if (!this.scanned) {
      this.scanned = true;
      for (const [key, others] of this.missingPages()) if (key !== pageKey) pending.set(key, others);
    }
    return this.analyseAndKeep(pending).get(pageKey)!;
  }

  /** Resolves when the background process has written every page or ended (at once when none runs). */
  backgroundEnd(): Promise<void> {
    return this.background ?? Promise.resolve();
  }

  /** Every page of the docs with samples whose types are not in the cache, by page key. */
  private missingPages(): Map<string, readonly SampleSource[]> {
    const missing = new Map<string, readonly SampleSource[]>();
    for (const file of listMdx(this.options.docsDir)) {
      const samples = pageSamples(fencesOf(fs.readFileSync(file, 'utf8')));
      const key = this.pageKey(file);
      if (samples.length > 0 && !fs.existsSync(this.cacheFile(key, samples))) missing.set(key, samples);
    }
    return missing;
  }

  /** Works out the pages in one program, writing each to the cache as soon as it is done. */
  private analyseAndKeep(pending: ReadonlyMap<string, readonly SampleSource[]>): Map<string, PageTypes> {
    return this.analyserOf().analyse(pending, (key, result) => this.write(this.cacheFile(key, pending.get(key)!), result));
  }

  prepareAll(): void {
    this.scanned = true;
    const missing = this.missingPages();
    if (missing.size > 0) this.analyseAndKeep(missing);
  }

  /**
   * Runs prepareAll() in a child process (prepareAllPages, through ../background.ts) on the other
   * core while this one goes on sourcing, then has it wait for the API reference's fragments
   * (typeFragmentsInBackground). Resolves, with the seconds it took and the pages served without
   * types that it marked, once the child has written every page or ended, however; null when no
   * page misses the cache.
   */
  prepareInBackground(): Promise<{ seconds: number; retyped: number }> | null {
    if (this.child || this.missingPages().size === 0) return null;
    const started = Date.now();
    this.child = runInBackground({
      module: __filename,
      call: 'prepareAllPages',
      argument: this.options,
      nice: servesBeforeSlowWork() ? DEVELOP_NICENESS : 0,
    });
    this.background = this.child
      .message((value): value is typeof PAGES_DONE => value === PAGES_DONE)
      .then(() => {
        this.backgroundEnded = true;
      });
    return this.background.then(() => ({
      seconds: (Date.now() - started) / 1000,
      retyped: markTypedPages(this.options.root, this.servedUntyped),
    }));
  }

  /**
   * Hands the API reference's fragments to the child, which types them in the program it built
   * for the guides and caches them for typesOfFragments(); `null` lets it end. Without a child
   * (every guide was cached), typesOfFragments() works them out where they are asked for.
   */
  typeFragmentsInBackground(fragments: readonly Fragment[] | null): void {
    if (this.child?.send({ fragments }) && fragments) this.fragmentsInBackground = this.child.ended.then(() => undefined);
  }

  /** Resolves when the fragments handed to the child are typed (at once when none were). */
  fragmentsTyped(): Promise<void> {
    return this.fragmentsInBackground ?? Promise.resolve();
  }

  /** The Lexical identifiers of the API reference's code fragments (see fragments.ts), cached as one set. */
  typesOfFragments(fragments: readonly Fragment[]): TypedIdentifier[][] {
    if (fragments.length === 0) return [];
    const material = JSON.stringify([this.versionKey, 'fragments', fragments]);
    const file = path.join(this.cacheDir, `fragments-${crypto.createHash('sha256').update(material).digest('hex').slice(0, 20)}.json`);
    const cached = this.read<TypedIdentifier[][]>(file);
    if (cached) return cached;
    const result = typeFragments(this.analyserOf(), fragments);
    this.write(file, result);
    return result;
  }
}

const PAGES_DONE = 'code-types:pages-done';

/** The fragments the parent hands over (`{ fragments }`, its one message), or null when it hands none or goes away. */
function fragmentsFromParent(): Promise<readonly Fragment[] | null> {
  return new Promise((resolve) => {
    process.once('message', (value) => resolve((value as { fragments: readonly Fragment[] | null }).fragments));
    process.once('disconnect', () => resolve(null));
  });
}

/**
 * The child process's work (CodeTypes.prepareInBackground), called by its name in the child.
 * @public
 */
export async function prepareAllPages(options: CodeTypesOptions): Promise<void> {
  const fragments = process.send ? fragmentsFromParent() : Promise.resolve(null);
  const service = codeTypes(options);
  service.prepareAll();
  process.send?.(PAGES_DONE);
  const handed = await fragments;
  if (handed) service.typesOfFragments(handed);
}

/** The process's instance, and the options it was made for, to refuse a caller that means another site. */
let shared: { options: string; instance: CodeTypes } | null = null;

/**
 * One instance per build process, so the parsed declarations are shared by every page. A call
 * with other options than the first (another root, docs folder or package list) throws rather
 * than quietly typing that caller's samples against the first caller's site.
 */
export function codeTypes(options: CodeTypesOptions): CodeTypes {
  const wanted = JSON.stringify({ root: options.root, docsDir: options.docsDir, packages: [...options.packages].sort() });
  if (shared && shared.options !== wanted) {
    throw new Error(
      `src/node/code-types: this process's typed samples are for ${shared.options}, and a caller asked for ${wanted}. ` +
        "One process types one site: make every caller pass the same options (siteCodeTypes() gives the site's).",
    );
  }
  shared ??= { options: wanted, instance: new CodeTypes(options) };
  return shared.instance;
}

/** The site's instance: its guides (content/docs) and the Lexical packages package.json pins. */
export function siteCodeTypes(root = process.cwd()): CodeTypes {
  return codeTypes({ root, docsDir: path.join(root, DOCS_ROOT), packages: pinnedLexicalPackages(path.join(root, 'package.json')) });
}
