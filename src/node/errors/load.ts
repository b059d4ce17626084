/**
 * Reads what the error-code table is made of: the official table copied into data/ (its file
 * name carries the Lexical version it belongs to) and every production build (`*.prod.js`, the
 * CommonJS build; the `.mjs` twins hold the same code) of the pinned Lexical packages in
 * node_modules that emits minified errors. The release check (scripts/lexical-check/) reads
 * another release's builds by the same rule (prodBuildsOf).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import { parseOfficialTable, type ProdBuild } from './derive';

const PROD_SUFFIX = '.prod.js';
const EMITS_CODES = /Minified Lexical (error|warning) #/;
/** Relative to the project root. */
export const OFFICIAL_TABLE_DIR = 'src/node/errors/data';

/**
 * The production builds of one package that emit minified errors: `*.prod.js` at its root (up
 * to Lexical 0.3x) or in `dist/` (later releases), by file name.
 */
export function prodBuildsOf(packageName: string, dir: string): ProdBuild[] {
  return ['', 'dist'].flatMap((sub) => {
    const folder = path.join(dir, sub);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((file) => file.endsWith(PROD_SUFFIX))
      .sort()
      .flatMap((name) => {
        const source = fs.readFileSync(path.join(folder, name), 'utf8');
        return EMITS_CODES.test(source) ? [{ packageName, prodFile: `${packageName}/${path.join(sub, name)}`, source }] : [];
      });
  });
}

export function loadLexicalBuilds(rootDir = process.cwd()) {
  const modules = path.join(rootDir, 'node_modules');
  const version = (JSON.parse(fs.readFileSync(path.join(modules, 'lexical', 'package.json'), 'utf8')) as { version: string }).version;
  const tableFile = path.join(OFFICIAL_TABLE_DIR, `lexical-error-codes-${version}.json`);
  if (!fs.existsSync(path.join(rootDir, tableFile))) {
    throw new Error(
      `Error codes: ${tableFile} is missing. Lexical ${version} is installed: copy scripts/error-codes/codes.json ` +
        `of the Lexical repository at tag v${version} there (see ${OFFICIAL_TABLE_DIR}/README.md).`,
    );
  }
  const official = parseOfficialTable(JSON.parse(fs.readFileSync(path.join(rootDir, tableFile), 'utf8')), tableFile);
  const builds: ProdBuild[] = [];
  for (const packageName of pinnedLexicalPackages(path.join(rootDir, 'package.json'))) {
    const dir = path.join(modules, packageName);
    if (!fs.existsSync(dir)) {
      throw new Error(`Error codes: ${packageName} is a dependency in package.json but is missing from node_modules. Run npm ci.`);
    }
    builds.push(...prodBuildsOf(packageName, dir));
  }
  return { version, official, builds };
}
