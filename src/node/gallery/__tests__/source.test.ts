/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreateNodeArgs, SourceNodesArgs } from 'gatsby';
import { galleryExamples } from '../../../../content/gallery/examples';
import type { GalleryCode } from '../../../shared/gallery-code';
import { failOnSourcingProblems } from '../../mode';
import { GALLERY_FILES_SOURCE, onlyGalleryFiles } from '../files-source';
import { onCreateGalleryFileNode, sourceGalleryCode } from '../source';

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

/** The File node gatsby-source-filesystem makes for a file of the gallery's source, as onCreateNode gets it. */
function fileNodeArgs(args: SourceNodesArgs, file: string): CreateNodeArgs {
  return {
    ...args,
    node: {
      id: file,
      absolutePath: file,
      mtimeMs: fs.statSync(file).mtimeMs,
      sourceInstanceName: GALLERY_FILES_SOURCE,
      internal: { type: 'File' },
    },
    loadNodeContent: async () => fs.readFileSync(file, 'utf8'),
  } as unknown as CreateNodeArgs;
}

describe('gallery code sourcing', () => {
  it("writes each example's file as its node is made, and the node names the file", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-public-'));
    const { args, nodes, errors } = fakeArgs();
    sourceGalleryCode(args, { rootDir: root, publicDir });
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
    sourceGalleryCode(args, { rootDir: root, publicDir, ids: [galleryExamples[0].id] });
    const [node] = nodes.values();
    expect(node.url).toMatch(/^\/lexical\/static\//);
    expect(readCode(publicDir, node.url.slice('/lexical'.length)).id).toBe(galleryExamples[0].id);
  });

  it('fails the build, once sourcing is over, naming the example whose entry file is missing', () => {
    const { args, nodes, errors, panics } = fakeArgs();
    sourceGalleryCode(args, { rootDir: root, publicDir: os.tmpdir(), ids: ['no-such-example'] });
    expect(nodes.size).toBe(0);
    const missing = 'the example "no-such-example" has no src/gallery/no-such-example/index.tsx';
    expect(errors).toEqual([expect.stringContaining(missing)]);
    expect(panics).toEqual([]);
    failOnSourcingProblems(args.reporter);
    expect(panics).toEqual([expect.stringContaining(missing)]);
  });

  it("a File node holding a saved change to an example's file writes a new file and re-creates its node", async () => {
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-root-'));
    const entry = path.join(rootDir, 'src/gallery/demo/index.tsx');
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, 'export default function Demo() {\n  return null;\n}\n');
    const { args, nodes } = fakeArgs();
    sourceGalleryCode(args, { rootDir, ids: ['demo'] });
    const id = 'id of GalleryExampleCode demo';
    const first = nodes.get(id)!.url;
    // At bootstrap the File node holds what sourcing read: nothing is redone.
    await onCreateGalleryFileNode(fileNodeArgs(args, entry));
    expect(nodes.get(id)!.url).toBe(first);
    fs.writeFileSync(entry, 'export default function Demo() {\n  return "saved";\n}\n');
    await onCreateGalleryFileNode(fileNodeArgs(args, entry));
    const publicDir = path.join(rootDir, 'public');
    expect(nodes.get(id)!.url).not.toBe(first);
    expect(readCode(publicDir, nodes.get(id)!.url).files[0].code).toContain('return "saved"');
    expect(fs.existsSync(path.join(publicDir, first))).toBe(false);
  });

  it('an example that failed is sourced again from a file written after the failure, not from older files', async () => {
    const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-root-'));
    const entry = path.join(rootDir, 'src/gallery/broken/index.tsx');
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, "import { part } from './part';\nexport default function Broken() {\n  return part;\n}\n");
    const { args, nodes, errors } = fakeArgs();
    // Only this example's: an example that failed in an earlier test is sourced again too.
    const brokenErrors = () => errors.filter((message) => message.includes('src/gallery/broken/'));
    sourceGalleryCode(args, { rootDir, ids: ['broken'] });
    expect(brokenErrors()).toEqual([expect.stringContaining('cannot resolve the import "./part"')]);
    // A file written before the failure (as at bootstrap) does not source the example again.
    await onCreateGalleryFileNode(fileNodeArgs(args, entry));
    expect(brokenErrors()).toHaveLength(1);
    // The file system's clock is coarser than Date.now(): the fix is written a little later, as an editor's would be.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const part = path.join(rootDir, 'src/gallery/broken/part.ts');
    fs.writeFileSync(part, "export const part = 'fixed';\n");
    await onCreateGalleryFileNode(fileNodeArgs(args, part));
    expect(brokenErrors()).toHaveLength(1);
    expect(nodes.get('id of GalleryExampleCode broken')!.paths).toEqual(['src/gallery/broken/index.tsx', 'src/gallery/broken/part.ts']);
    // Reports the failure it recorded, as a build does once sourcing is over, so no later test sees it.
    failOnSourcingProblems(args.reporter);
  });

  it('a file no example shows changes nothing', async () => {
    const { args, nodes } = fakeArgs();
    const other = path.join(os.tmpdir(), 'not-shown.tsx');
    fs.writeFileSync(other, 'export {};\n');
    await onCreateGalleryFileNode(fileNodeArgs(args, other));
    expect(nodes.size).toBe(0);
  });

  it("the gallery's source keeps TypeScript outside tests, and every folder", () => {
    expect(onlyGalleryFiles('/site/src/components/LiveEditor')).toBe(false);
    expect(onlyGalleryFiles('/site/src/components/LiveEditor/kit.ts')).toBe(false);
    expect(onlyGalleryFiles('/site/src/gallery/emoji/index.tsx')).toBe(false);
    expect(onlyGalleryFiles('/site/src/gallery/emoji/styles.module.css')).toBe(true);
    expect(onlyGalleryFiles('/site/src/components/LiveEditor/__tests__')).toBe(true);
    expect(onlyGalleryFiles('/site/src/components/LiveEditor/__tests__/kit.test.ts')).toBe(true);
  });
});
