/**
 * Runs TypeDoc over the entry points' `.d.ts` files through its Node API and returns the
 * serialised JSON project. The result is cached in the plugin's cache directory under a key
 * made of the packages' versions, TypeDoc's version and the entry points, so a warm build
 * (same pinned versions) reads the JSON instead of converting again, and a version bump
 * regenerates it.
 *
 * One TypeDoc behaviour is corrected during conversion: a class exported only as a type
 * (`declare class X` then `export type { X }`, how Lexical exports LexicalEditor, EditorState,
 * the selections and more) is converted as an interface, without its constructor or static
 * members. It is still a class (`instanceof` works, subclasses extend it, the values readers
 * hold are its instances), so it is converted as one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import type { ModuleSource } from './records';

interface TypeDocRun {
  project: JSONOutput.ProjectReflection;
  fromCache: boolean;
  milliseconds: number;
}

interface RunOptions {
  modules: ModuleSource[];
  nodeModules: string;
  cacheDir: string;
  log(message: string): void;
}

const CACHE_FILE_PREFIX = 'typedoc-';
/** Changes whenever the conversion itself changes, so a cached JSON of an older one is not reused. */
const CONVERSION = 'type-only-classes-as-classes, real node_modules path';

function cacheKey(modules: readonly ModuleSource[], typedocVersion: string): string {
  const material = JSON.stringify({
    typedocVersion,
    conversion: CONVERSION,
    modules: modules.map((m) => [m.name, m.version, m.entryFile]),
  });
  return crypto.createHash('sha256').update(material).digest('hex').slice(0, 16);
}

/** The first declaration file a serialised TypeDoc project names outside its base folder, if any. */
export function fileOutside(projectJson: string): string | null {
  return /"fileName":"(\.\.\/[^"]*)"/.exec(projectJson)?.[1] ?? null;
}

/** Runs `run`, then removes `files` (those it wrote), whether it succeeded or not. */
export async function withTempFiles<T>(files: readonly string[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await Promise.all(files.map((f) => fs.rm(f, { force: true })));
  }
}

/**
 * TypeDoc's version, from its package.json: importing TypeDoc only to read it cost a build's
 * main process about 1 s (the ESM loader scanning TypeScript's 9 MB for its exports) when the
 * child process had already converted the packages.
 */
export function typeDocVersion(): string {
  return (createRequire(__filename)('typedoc/package.json') as { version: string }).version;
}

export async function runTypeDoc(options: RunOptions): Promise<TypeDocRun> {
  const started = Date.now();
  const key = cacheKey(options.modules, typeDocVersion());
  const file = path.join(options.cacheDir, `${CACHE_FILE_PREFIX}${key}.json`);
  try {
    const project = JSON.parse(await fs.readFile(file, 'utf8')) as JSONOutput.ProjectReflection;
    options.log(`TypeDoc output reused from cache (${path.basename(file)})`);
    return { project, fromCache: true, milliseconds: Date.now() - started };
  } catch (error) {
    // No file yet, or one left unreadable: convert again and replace it.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }

  options.log(`running TypeDoc over ${options.modules.length} entry points`);
  // Loaded here, not with the module: the plugin's entry is loaded by every process that reads
  // its exports (the query worker, the Markdown export's child), and only TypeDoc's runs need them.
  const [typedoc, { default: ts }] = await Promise.all([import('typedoc'), import('typescript')]);
  await fs.mkdir(options.cacheDir, { recursive: true });
  const entryPoints = options.modules.map((m) => path.join(options.nodeModules, m.entryFile));
  // TypeDoc needs a tsconfig naming the files; the site's own would pull in the whole site.
  // One per process: builds sharing the cache folder may run TypeDoc at the same time.
  const tsconfig = path.join(options.cacheDir, `tsconfig.typedoc.${process.pid}.json`);
  const partial = `${file}.${process.pid}.tmp`;
  // Both files go whether or not TypeDoc succeeds: a failed run leaves nothing behind.
  return withTempFiles([tsconfig, partial], async () => {
    await fs.writeFile(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          esModuleInterop: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        files: entryPoints,
      }),
    );
    const { Application, Converter, LogLevel, ReflectionKind, normalizePath } = typedoc;
    const app = await Application.bootstrapWithPlugins({
      entryPoints,
      entryPointStrategy: 'resolve',
      tsconfig,
      basePath: options.nodeModules,
      skipErrorChecking: true,
      excludeInternal: true,
      excludePrivate: true,
      disableGit: true,
      sourceLinkTemplate: 'https://github.invalid/{path}',
      readme: 'none',
      sort: ['source-order'],
      plugin: [],
      logLevel: LogLevel.Error,
    });
    // TypeDoc announces each declaration before it converts a class's constructor and statics,
    // which it does only for the Class kind: switching the kind here gets them converted too.
    app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
      if (reflection.kind !== ReflectionKind.Interface) return;
      const symbol = context.getSymbolFromReflection(reflection);
      if (symbol && symbol.flags & ts.SymbolFlags.Class) reflection.kind = ReflectionKind.Class;
    });
    const project = await app.convert();
    if (!project || app.logger.hasErrors()) {
      throw new Error(
        `TypeDoc could not convert the packages' type declarations (entry points: ${options.modules.map((m) => m.entryFile).join(', ')}); see the errors above.`,
      );
    }
    const json = app.serializer.projectToObject(project, normalizePath(options.nodeModules));
    const text = JSON.stringify(json);
    const outside = fileOutside(text);
    if (outside) {
      throw new Error(
        `TypeDoc named the declaration file ${outside} outside ${options.nodeModules}, so its members would have no source link: give runTypeDoc node_modules' real path (fs.realpathSync), as source-nodes.ts does.`,
      );
    }
    // Written whole then renamed, so a build running beside this one never reads half a file.
    await fs.writeFile(partial, text);
    await fs.rename(partial, file);
    return { project: json, fromCache: false, milliseconds: Date.now() - started };
  });
}
