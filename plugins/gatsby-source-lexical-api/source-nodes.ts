/**
 * Reads the pinned packages from node_modules and makes the nodes of the API reference
 * (TypeDoc over their type declarations, cached by version) and of the package pages (their
 * READMEs). The error-code table is the site's own (src/node/errors).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, NodePluginArgs } from 'gatsby';
import { packagePath, packageSlug } from './routes';
import { API_DECLARATION_TYPE, API_MODULE_TYPE, PACKAGE_DOC_TYPE } from './constants';
import { entryPointsOf, readPackages, sourceExtensionFromDeclaration, type PinnedPackage } from './lib/packages';
import { renderReadme } from './lib/readme';
import { runTypeDoc } from './lib/run-typedoc';
import type { ModuleSource } from './lib/records';
import { transformProject } from './lib/transform';
import type { PluginOptions } from './plugin-options-schema';

type Args = NodePluginArgs;

function makeNode(args: Args, type: string, idSeed: string, fields: object): void {
  void args.actions.createNode({
    ...fields,
    id: args.createNodeId(`${type} ${idSeed}`),
    internal: { type, contentDigest: args.createContentDigest(fields) },
  });
}

async function sourceApi(args: Args, options: PluginOptions, modules: ModuleSource[], nodeModules: string): Promise<void> {
  const run = await runTypeDoc({
    modules,
    nodeModules,
    cacheDir: args.cache.directory,
    log: (message) => args.reporter.info(`[api] ${message}`),
  });
  if (!run.fromCache)
    args.reporter.info(`[api] TypeDoc converted ${modules.length} entry points in ${(run.milliseconds / 1000).toFixed(1)} s`);
  const declarationFiles = new Map<string, '.ts' | '.tsx'>();
  const { modules: moduleRecords, declarations } = transformProject(run.project, {
    modules,
    repository: options.repository,
    sourceExtension(file) {
      if (!declarationFiles.has(file)) {
        declarationFiles.set(file, sourceExtensionFromDeclaration(fs.readFileSync(path.join(nodeModules, file), 'utf8')));
      }
      return declarationFiles.get(file)!;
    },
  });
  for (const record of moduleRecords) makeNode(args, API_MODULE_TYPE, record.name, record);
  for (const record of declarations) makeNode(args, API_DECLARATION_TYPE, record.key, record);
  args.reporter.info(`[api] ${moduleRecords.length} modules, ${declarations.length} exports`);
}

function sourcePackageDocs(args: Args, options: PluginOptions, packages: PinnedPackage[], modules: ModuleSource[]): void {
  for (const pkg of packages) {
    if (!pkg.readmePath) {
      args.reporter.panicOnBuild(`[api] ${pkg.name} has no README.md in ${pkg.dir}; its package page needs one.`);
      continue;
    }
    const body = fs.readFileSync(pkg.readmePath, 'utf8');
    const rendered = renderReadme(body, pkg.name, options.repository);
    makeNode(args, PACKAGE_DOC_TYPE, pkg.name, {
      packageName: pkg.name,
      slug: packageSlug(pkg.name),
      path: packagePath(pkg.name),
      version: pkg.version,
      description: pkg.description,
      body,
      html: rendered.html,
      headings: rendered.headings,
      apiModuleNames: modules.filter((m) => m.packageName === pkg.name).map((m) => m.name),
    });
  }
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, rawOptions) => {
  const options = rawOptions as unknown as PluginOptions;
  const nodeModules = path.resolve(options.nodeModules);
  try {
    const packages = readPackages(options.packages, nodeModules);
    const modules = packages.flatMap((pkg) => entryPointsOf(pkg, nodeModules));
    await sourceApi(args, options, modules, nodeModules);
    sourcePackageDocs(args, options, packages, modules);
  } catch (error) {
    args.reporter.panicOnBuild(`[api] ${(error as Error).message}`);
  }
};
