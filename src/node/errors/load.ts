/**
 * Finds the development/production build pairs of the pinned Lexical packages in
 * node_modules: every `*.prod.js` (the CommonJS build; the `.mjs` twins hold the same code)
 * that emits minified errors, with its `*.dev.js` sibling.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import type { BuildPair } from './derive';

const PROD_SUFFIX = '.prod.js';
const DEV_SUFFIX = '.dev.js';
const EMITS_CODES = /Minified Lexical (error|warning) #/;

export interface LoadedBuilds {
  version: string;
  pairs: BuildPair[];
}

export function loadLexicalBuilds(rootDir = process.cwd()): LoadedBuilds {
  const modules = path.join(rootDir, 'node_modules');
  const version = (JSON.parse(fs.readFileSync(path.join(modules, 'lexical', 'package.json'), 'utf8')) as { version: string })
    .version;
  const pairs: BuildPair[] = [];
  for (const packageName of pinnedLexicalPackages(path.join(rootDir, 'package.json'))) {
    const dir = path.join(modules, packageName);
    if (!fs.existsSync(dir)) {
      throw new Error(`Error codes: ${packageName} is a dependency in package.json but is missing from node_modules. Run npm ci.`);
    }
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(PROD_SUFFIX)).sort()) {
      const prod = fs.readFileSync(path.join(dir, name), 'utf8');
      if (!EMITS_CODES.test(prod)) continue;
      const devName = name.slice(0, -PROD_SUFFIX.length) + DEV_SUFFIX;
      const devPath = path.join(dir, devName);
      if (!fs.existsSync(devPath)) {
        throw new Error(`Error codes: ${packageName}/${name} emits error codes but ${packageName}/${devName} is missing.`);
      }
      pairs.push({ packageName, prodFile: `${packageName}/${name}`, prod, dev: fs.readFileSync(devPath, 'utf8') });
    }
  }
  return { version, pairs };
}
