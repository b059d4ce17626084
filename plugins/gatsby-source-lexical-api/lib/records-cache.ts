/**
 * The key under which the plugin keeps its converted API records in Gatsby's cache. TypeDoc and
 * the transform to records take most of the plugin's time and depend only on what the key holds:
 * the entry points and their package versions (from node_modules' package.json files), TypeDoc's
 * version, the plugin's own code and its options. A warm `gatsby develop` or build reads the
 * records; a version bump, an edit to the plugin or new options convert again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleSource } from './records';

export const RECORDS_CACHE_PREFIX = 'api-records-';

export interface RecordsCacheInput {
  modules: readonly ModuleSource[];
  typedocVersion: string;
  /** The plugin's code as it runs: see `pluginSourceIn`. */
  pluginSource: string;
  repository: { url: string; tag: string };
}

export function recordsCacheKey(input: RecordsCacheInput): string {
  const material = JSON.stringify({
    modules: input.modules.map((m) => [m.name, m.packageName, m.version, m.entryFile, m.description]),
    typedocVersion: input.typedocVersion,
    plugin: crypto.createHash('sha256').update(input.pluginSource).digest('hex'),
    repository: input.repository,
  });
  return `${RECORDS_CACHE_PREFIX}${crypto.createHash('sha256').update(material).digest('hex').slice(0, 20)}`;
}

/**
 * The code of the plugin's folder, for the key: its source folder, which is `__dirname` both
 * when Gatsby loads the plugin (through the site's TypeScript hook) and under Jest.
 */
export function pluginSourceIn(dir: string): string {
  const files = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) return ['__tests__', 'node_modules'].includes(entry.name) ? [] : files(full);
        return /\.(js|ts)$/.test(entry.name) ? [full] : [];
      });
  return files(dir)
    .map((file) => `${path.relative(dir, file)}\n${fs.readFileSync(file, 'utf8')}`)
    .join('\n');
}
