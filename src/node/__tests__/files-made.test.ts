/**
 * @jest-environment node
 *
 * A save's createPages waits for the nodes made from the saved file (../files-made.ts): Gatsby
 * runs it once the File node is updated, while the site's onCreateNode may still be making them.
 */
import type { Node } from 'gatsby';

type FilesMade = typeof import('../files-made');
let filesMade: FilesMade;
beforeEach(() => {
  jest.isolateModules(() => {
    filesMade = jest.requireActual('../files-made');
  });
});

const file = (id: string, contentDigest: string) => ({ id, internal: { type: 'File', contentDigest } }) as unknown as Node;

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

it('the first createPages (bootstrap, or nodes restored from the cache) waits for nothing', async () => {
  expect(await settled(filesMade.fileNodesReady([file('a', '1'), file('b', '1')]))).toBe(true);
});

it('after bootstrap, waits for a saved file until its onCreateNode is done, then for nothing', async () => {
  await filesMade.fileNodesReady([file('a', '1'), file('b', '1')]);
  const ready = filesMade.fileNodesReady([file('a', '2'), file('b', '1')]);
  expect(await settled(ready)).toBe(false);
  filesMade.fileNodesMade(file('a', '2'));
  expect(await settled(ready)).toBe(true);
  expect(await settled(filesMade.fileNodesReady([file('a', '2'), file('b', '1')]))).toBe(true);
});

it('a file whose onCreateNode finished before createPages asked is not waited for, nor is a deleted one', async () => {
  await filesMade.fileNodesReady([file('a', '1'), file('gone', '1')]);
  filesMade.fileNodesMade(file('a', '2'));
  filesMade.fileNodesMade(file('new', '1'));
  expect(await settled(filesMade.fileNodesReady([file('a', '2'), file('new', '1')]))).toBe(true);
});

it('two createPages waiting for one version are both released; an older version does not release a newer', async () => {
  await filesMade.fileNodesReady([file('a', '1')]);
  const first = filesMade.fileNodesReady([file('a', '3')]);
  const second = filesMade.fileNodesReady([file('a', '3')]);
  filesMade.fileNodesMade(file('a', '2'));
  expect(await settled(first)).toBe(false);
  filesMade.fileNodesMade(file('a', '3'));
  expect(await settled(first)).toBe(true);
  expect(await settled(second)).toBe(true);
});

it('nodes of other types are not counted as files', async () => {
  await filesMade.fileNodesReady([file('a', '1')]);
  const ready = filesMade.fileNodesReady([file('a', '2')]);
  filesMade.fileNodesMade({ id: 'a', internal: { type: 'Doc', contentDigest: '2' } } as unknown as Node);
  expect(await settled(ready)).toBe(false);
});
