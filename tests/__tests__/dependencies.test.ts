/** @jest-environment node */
import path from 'node:path';
import { pinnedLexicalPackages } from '../../src/node/api/pinned-packages';
import { checkDependencies, importsOf, packageName } from '../dependencies';

const root = path.resolve(__dirname, '..', '..');

const gatsbyPlugin = (name: string) => ({ name, file: 'gatsby-config.ts', reason: 'a Gatsby plugin named in the plugin list' });

describe('dependencies', () => {
  it('are declared where they are used, and every declared one is used', () => {
    const report = checkDependencies(root, {
      include: [
        'src',
        'plugins',
        'scripts',
        'tests',
        'content',
        '__mocks__',
        'gatsby-config.ts',
        'gatsby-node.ts',
        'gatsby-browser.tsx',
        'gatsby-ssr.tsx',
        'jest.config.js',
        'jest-preprocess.js',
        'loadershim.js',
        'playwright.config.ts',
        'eslint.config.mjs',
      ],
      // Inputs of the checks in tests/, some broken on purpose (this test's own among them).
      exclude: ['tests/__tests__/__fixtures__'],
      namedUses: [
        ...[
          'gatsby-source-filesystem',
          'gatsby-transformer-yaml',
          'gatsby-plugin-image',
          'gatsby-plugin-sharp',
          'gatsby-transformer-sharp',
          'gatsby-plugin-local-search',
        ].map(gatsbyPlugin),
        { name: 'babel-preset-gatsby', file: 'jest-preprocess.js', reason: "a preset of Jest's Babel transform" },
        { name: '@babel/preset-typescript', file: 'jest-preprocess.js', reason: "a preset of Jest's Babel transform" },
        {
          name: '@babel/preset-env',
          file: 'scripts/bench-search.cjs',
          reason: 'a preset of the Babel transform the benchmark loads the engine with',
        },
        { name: 'jest-environment-jsdom', file: 'jest.config.js', mention: "testEnvironment: 'jsdom'", reason: "Jest's test environment" },
      ],
      usedBy: {
        names: pinnedLexicalPackages(path.join(root, 'package.json')),
        reason: 'the packages the reference documents: the plugin reads their type declarations, READMEs and builds',
      },
    });
    expect(report).toEqual({ undeclared: [], unused: [], stale: [] });
  });

  it('fail on an undeclared import, an unused declaration and a named use that went stale', () => {
    const fixture = path.join(__dirname, '__fixtures__', 'bad-dependencies');
    const report = checkDependencies(fixture, {
      include: ['src', 'plugins', 'config.js'],
      namedUses: [
        { name: 'mentioned-in-config', file: 'config.js', reason: 'a preset' },
        { name: 'no-longer-mentioned', file: 'config.js', reason: 'a preset' },
      ],
    });
    expect(report).toEqual({
      undeclared: [
        'plugins/local-plugin/lib/index.mjs: left-pad',
        'plugins/local-plugin/package.json: plugin-only-lib (declared there, so the site must install it)',
        'plugins/local-plugin/package.json: plugin-unused (declared there, so the site must install it)',
        'src/index.mjs: @scope/lazy',
        'src/index.mjs: mocked-but-undeclared',
      ],
      unused: [
        'package.json: @types/unused-types',
        'package.json: declared-but-unused',
        'plugins/local-plugin/package.json: plugin-unused',
      ],
      stale: ['config.js no longer names no-longer-mentioned (a preset)'],
    });
  });

  it('read package names from every kind of import', () => {
    expect(packageName('@lexical/react/LexicalComposer')).toBe('@lexical/react');
    expect(packageName('lexical')).toBe('lexical');
    expect(packageName('fs')).toBeNull();
    expect(packageName('node:path')).toBeNull();
    expect(packageName('./local')).toBeNull();
    const source = [
      '/// <reference types="f" />',
      "import a from 'a';",
      "import type { B } from '@b/b/sub';",
      "export * from 'c';",
      "const d = require('d');",
      "const e = () => import('e');",
      // Split so that this file does not itself seem to mock or resolve them.
      'jest' + ".mock('g');",
      'require' + ".resolve('h');",
      "import fs from 'node:fs';",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['@b/b', 'a', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
