/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { galleryExamples } from '../../../../content/gallery/examples';
import type { GalleryCode } from '../../../shared/gallery-code';
import { failOnSourcingProblems } from '../../mode';
import { sourceGalleryCode } from '../source';

const root = path.resolve(__dirname, '../../../..');

interface CodeNode {
  id: string;
  example: string;
  url: string;
  paths: string[];
}

function fakeArgs(pathPrefix = '') {
  const nodes = new Map<string, CodeNode>();
  const errors: string[] = [];
  const panics: string[] = [];
  const args = {
    actions: { createNode: (node: CodeNode) => void nodes.set(node.id, node) },
    createNodeId: (key: string) => `id of ${key}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: { error: (message: string) => void errors.push(message), panicOnBuild: (message: string) => void panics.push(message) },
    pathPrefix,
  } as unknown as SourceNodesArgs;
  return { args, nodes, errors, panics };
}

const readCode = (publicDir: string, url: string) => JSON.parse(fs.readFileSync(path.join(publicDir, url), 'utf8')) as GalleryCode;

async function waitFor(what: string, check: () => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('gallery code sourcing', () => {
  it("writes each example's file as its node is made, and the node names the file", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-public-'));
    const { args, nodes, errors } = fakeArgs();
    sourceGalleryCode(args, { rootDir: root, publicDir, watch: false });
    expect(errors).toEqual([]);
    expect([...nodes.values()].map((node) => node.example)).toEqual(galleryExamples.map((example) => example.id));
    for (const node of nodes.values()) {
      const code = readCode(publicDir, node.url);
      expect(code.id).toBe(node.example);
      expect(code.files.map((file) => file.path)).toEqual(node.paths);
    }
  });

  it('names each file under the path prefix of a build with --prefix-paths, where the browser fetches it', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-public-'));
    const { args, nodes } = fakeArgs('/lexical');
    sourceGalleryCode(args, { rootDir: root, publicDir, ids: [galleryExamples[0].id], watch: false });
    const [node] = nodes.values();
    expect(node.url).toMatch(/^\/lexical\/static\//);
    expect(readCode(publicDir, node.url.slice('/lexical'.length)).id).toBe(galleryExamples[0].id);
  });

  it('fails the build, once sourcing is over, naming the example whose entry file is missing', () => {
    const { args, nodes, errors, panics } = fakeArgs();
    sourceGalleryCode(args, { rootDir: root, publicDir: os.tmpdir(), ids: ['no-such-example'], watch: false });
    expect(nodes.size).toBe(0);
    const missing = 'the example "no-such-example" has no src/gallery/no-such-example/index.tsx';
    expect(errors).toEqual([expect.stringContaining(missing)]);
    expect(panics).toEqual([]);
    failOnSourcingProblems(args.reporter);
    expect(panics).toEqual([expect.stringContaining(missing)]);
  });

  it("in develop, a saved change to an example's file writes a new file and re-creates its node", async () => {
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-root-'));
    const entry = path.join(rootDir, 'src/gallery/demo/index.tsx');
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, 'export default function Demo() {\n  return null;\n}\n');
    const { args, nodes } = fakeArgs();
    const watching = sourceGalleryCode(args, { rootDir, ids: ['demo'], watch: true });
    try {
      const id = 'id of GalleryExampleCode demo';
      const first = nodes.get(id)!.url;
      fs.writeFileSync(entry, 'export default function Demo() {\n  return "saved";\n}\n');
      await waitFor('the node of the saved file', () => nodes.get(id)!.url !== first);
      const publicDir = path.join(rootDir, 'public');
      expect(readCode(publicDir, nodes.get(id)!.url).files[0].code).toContain('return "saved"');
      expect(fs.existsSync(path.join(publicDir, first))).toBe(false);
    } finally {
      watching.close();
    }
  });
});
