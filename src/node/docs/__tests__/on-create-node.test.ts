/**
 * @jest-environment node
 *
 * A guide's Doc node is made from its File node (../on-create-node.ts). In develop two saves of
 * one guide can be read side by side; the read of a version Gatsby no longer holds makes nothing,
 * so an older read that ends last does not put the older text back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { onCreateDocNode } from '../on-create-node';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-node-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function fileNode(digest: string, text: string) {
  const absolutePath = path.join(dir, 'saved.mdx');
  fs.writeFileSync(absolutePath, text);
  return {
    id: 'file saved',
    children: [],
    internal: { type: 'File', contentDigest: digest },
    sourceInstanceName: 'docs',
    relativePath: 'saved.mdx',
    absolutePath,
    extension: 'mdx',
  } as unknown as Node;
}

/** onCreateNode's arguments for `node`, with `current` as the version Gatsby holds once the read ends. */
function argsOf(node: Node, current: () => Node | undefined) {
  const made: { title: string }[] = [];
  const args = {
    node,
    actions: { createNode: (doc: { title: string }) => void made.push(doc), createParentChildLink: () => undefined },
    createNodeId: (key: string) => `id of ${key}`,
    loadNodeContent: async (file: { absolutePath: string }) => fs.readFileSync(file.absolutePath, 'utf8'),
    getNode: () => current(),
    reporter: { error: () => undefined, panicOnBuild: () => undefined },
  } as unknown as CreateNodeArgs;
  return { args, made };
}

const guide = (title: string) => `---\ntitle: ${title}\ndescription: A saved guide.\n---\n\nSome text.\n`;

it('makes the Doc of the version Gatsby holds', async () => {
  const node = fileNode('1', guide('First'));
  const { args, made } = argsOf(node, () => node);
  await onCreateDocNode(args);
  expect(made.map((doc) => doc.title)).toEqual(['First']);
});

it('makes nothing for a version that a newer save, or the removal of the file, overtook during the read', async () => {
  const older = fileNode('1', guide('Older'));
  const { args, made } = argsOf(older, () => ({ ...older, internal: { ...older.internal, contentDigest: '2' } }));
  await onCreateDocNode(args);
  const removed = argsOf(older, () => undefined);
  await onCreateDocNode(removed.args);
  expect([...made, ...removed.made]).toEqual([]);
});
