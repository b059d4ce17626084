/**
 * Reads the pinned packages from node_modules and makes the nodes of the API reference
 * (TypeDoc over their type declarations, transformed to records) and the package pages (their
 * READMEs). The records are kept as a JSON file in the plugin's cache folder (lib/records-cache.ts
 * says under what key), so a warm start neither runs TypeDoc nor transforms its output again.
 * `gatsby develop` does not wait for TypeDoc: the package pages come first and the API nodes
 * when it is done (apiNodesPending).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, NodePluginArgs as Args } from 'gatsby';
import { packagePath, packageSlug } from './routes';
import { API_DECLARATION_TYPE, API_MODULE_TYPE, PACKAGE_DOC_TYPE } from './constants';
import { entryPointsOf, readPackages, sourceExtensionFromDeclaration, type PinnedPackage } from './lib/packages';
import { renderReadme } from './lib/readme';
import { runTypeDoc, typeDocVersion } from './lib/run-typedoc';
import { typeDocInBackground } from './lib/typedoc-in-background';
import type { ApiRecords, ModuleSource } from './lib/records';
import { pluginSourceIn, RECORDS_CACHE_PREFIX, recordsCacheKey } from './lib/records-cache';
import { transformProject } from './lib/transform';
import type { PluginOptions } from './plugin-options-schema';

/** Made at once, or, when develop queues it, once the node exists. */
function makeNode(args: Args, type: string, idSeed: string, fields: object): unknown {
  return args.actions.createNode({
    ...fields,
    id: args.createNodeId(`${type} ${idSeed}`),
    internal: { type, contentDigest: args.createContentDigest(fields) },
  });
}

export function cacheDirOf(args: Pick<Args, 'cache'>, options: PluginOptions): string {
  return path.resolve(options.cacheDir ?? args.cache.directory);
}

/** What the API reference is made from: the pinned packages and their entry points in node_modules. */
export interface ApiSources {
  nodeModules: string;
  packages: PinnedPackage[];
  modules: ModuleSource[];
}

export function apiSources(options: PluginOptions): ApiSources {
  // Its real path: in a copy of the site whose node_modules is a symlink (the develop smoke test,
  // the broken builds), TypeScript reports some declaration files by their real path, and
  // TypeDoc names those relative to the folder it was given ("../../work/…"), which no source
  // link matches, and the cache would keep those names for every later build.
  const nodeModules = fs.realpathSync(path.resolve(options.nodeModules));
  const packages = readPackages(options.packages, nodeModules);
  return { nodeModules, packages, modules: packages.flatMap((pkg) => entryPointsOf(pkg, nodeModules)) };
}

/** The file of the API records made from `modules`, in the plugin's cache folder. */
export function recordsFileOf(cacheDir: string, options: PluginOptions, modules: ModuleSource[]): string {
  const key = recordsCacheKey({
    modules,
    typedocVersion: typeDocVersion(),
    pluginSource: pluginSourceIn(__dirname),
    repository: options.repository,
  });
  return path.join(cacheDir, `${key}.json`);
}

function readRecords(file: string): ApiRecords | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiRecords;
  } catch {
    return undefined;
  }
}

/**
 * Written whole then renamed, so a build running beside this one never reads half a file; the
 * records of older keys (an earlier version of the plugin or of the packages) are removed.
 */
function writeRecords(file: string, records: ApiRecords): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(records));
  fs.renameSync(partial, file);
  for (const old of fs.readdirSync(dir)) {
    if (old.startsWith(RECORDS_CACHE_PREFIX) && old.endsWith('.json') && old !== path.basename(file))
      fs.rmSync(path.join(dir, old), { force: true });
  }
}

async function convert(args: Args, options: PluginOptions, { modules, nodeModules }: ApiSources, cacheDir: string): Promise<ApiRecords> {
  const beside = await typeDocInBackground();
  const run = await runTypeDoc({
    modules,
    nodeModules,
    cacheDir,
    // Not "reused from cache" when it reads what the child process wrote.
    log: (message) => (beside ? undefined : args.reporter.info(`[api] ${message}`)),
  });
  if (!run.fromCache)
    args.reporter.info(`[api] TypeDoc converted ${modules.length} entry points in ${(run.milliseconds / 1000).toFixed(1)} s`);
  else if (beside)
    args.reporter.info(
      `[api] TypeDoc converted ${modules.length} entry points in a child process started with Gatsby, in ${beside.seconds.toFixed(1)} s`,
    );
  const declarationFiles = new Map<string, '.ts' | '.tsx'>();
  return transformProject(run.project, {
    modules,
    repository: options.repository,
    sourceExtension(file) {
      if (!declarationFiles.has(file)) {
        declarationFiles.set(file, sourceExtensionFromDeclaration(fs.readFileSync(path.join(nodeModules, file), 'utf8')));
      }
      return declarationFiles.get(file)!;
    },
  });
}

let later: Promise<void> | null = null;

/**
 * null once sourceNodes has made the API nodes (a build, a develop whose records were cached);
 * in a develop that runs TypeDoc, which serves the site meanwhile, what resolves once they exist.
 */
export function apiNodesPending(): Promise<void> | null {
  return later;
}

async function sourceApi(args: Args, options: PluginOptions, sources: ApiSources): Promise<void> {
  const started = Date.now();
  const cacheDir = cacheDirOf(args, options);
  const file = recordsFileOf(cacheDir, options, sources.modules);
  const cached = readRecords(file);
  if (cached) args.reporter.info(`[api] records read from the cache in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const makeNodes = (records: ApiRecords): Promise<unknown> => {
    const made = [
      ...records.modules.map((record) => makeNode(args, API_MODULE_TYPE, record.name, record)),
      ...records.declarations.map((record) => makeNode(args, API_DECLARATION_TYPE, record.key, record)),
    ];
    args.reporter.info(`[api] ${records.modules.length} modules, ${records.declarations.length} exports`);
    return Promise.all(made);
  };
  const converted = async (): Promise<ApiRecords> => {
    const records = await convert(args, options, sources, cacheDir);
    writeRecords(file, records);
    return records;
  };
  if (cached) {
    void makeNodes(cached);
  } else if (process.env.gatsby_executing_command === 'develop') {
    // develop queues nodes made after sourceNodes and runs the queries that read them again.
    later = converted().then(makeNodes, (error: Error) => {
      args.reporter.error(`[api] ${error.message}`);
    }) as Promise<void>;
  } else {
    void makeNodes(await converted());
  }
}

function sourcePackageDocs(args: Args, options: PluginOptions, { packages, modules }: ApiSources): void {
  for (const pkg of packages) {
    if (!pkg.readmePath) {
      args.reporter.panicOnBuild(`[api] ${pkg.name} has no README.md in ${pkg.dir}; its package page needs one.`);
      continue;
    }
    const rendered = renderReadme(fs.readFileSync(pkg.readmePath, 'utf8'), pkg.name, options.repository);
    makeNode(args, PACKAGE_DOC_TYPE, pkg.name, {
      packageName: pkg.name,
      slug: packageSlug(pkg.name),
      path: packagePath(pkg.name),
      version: pkg.version,
      description: pkg.description,
      readme: rendered.text,
      headings: rendered.headings,
      apiModuleNames: modules.filter((m) => m.packageName === pkg.name).map((m) => m.name),
    });
  }
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, rawOptions) => {
  const options = rawOptions as unknown as PluginOptions;
  try {
    const sources = apiSources(options);
    await sourceApi(args, options, sources);
    sourcePackageDocs(args, options, sources);
  } catch (error) {
    args.reporter.panicOnBuild(`[api] ${(error as Error).message}`);
  }
};
