/**
 * @jest-environment node
 *
 * The patched page-data wait of `gatsby develop` (patches/gatsby+5.16.1.patch, README "Choices"):
 * a page whose query runs again with the same result gets its page data when the query has
 * run, not after Gatsby's 5 s retry. Every first page load waits for the dev 404 page's data,
 * whose query (every page's path) runs again at each start and gives the same result.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Emitter {
  on(type: string, listener: (event: { pagePath?: string }) => void): void;
  off(type: string, listener: (event: { pagePath?: string }) => void): void;
}

const gatsbyDist = path.join(path.dirname(require.resolve('gatsby/package.json')), 'dist');
/* eslint-disable @typescript-eslint/no-require-imports -- Gatsby's internals, as develop loads them */
const { store, emitter } = require(path.join(gatsbyDist, 'redux/index.js')) as {
  store: { dispatch(action: object): void };
  emitter: Emitter;
};
const { getPageData, RETRY_INTERVAL } = require(path.join(gatsbyDist, 'utils/get-page-data.js')) as {
  getPageData(pagePath: string): Promise<{ path: string }>;
  RETRY_INTERVAL: number;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const PAGE = '/dev-404-page/';
let site: string;

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'page-data-wait-'));
  // The page data the last develop session wrote, which the query's run gives again.
  const file = path.join(site, 'public/page-data/dev-404-page/page-data.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ path: PAGE }));
  store.dispatch({ type: 'SET_PROGRAM', payload: { directory: site } });
  // A new page's query is dirty until it runs.
  store.dispatch({
    type: 'CREATE_PAGE',
    plugin: { name: 'internal-data-bridge' },
    payload: { path: PAGE, component: path.join(site, 'dev-404-page.js'), componentPath: path.join(site, 'dev-404-page.js'), context: {} },
  });
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

/** The real timers, kept before the test fakes them: a bound on the wait for a broken patch. */
const realSetTimeout = setTimeout;
const realClearTimeout = clearTimeout;

it('answers once a query that wrote nothing new has run, without waiting for the retry', async () => {
  expect(RETRY_INTERVAL).toBe(5000);
  // Gatsby's timers do not run: only the query's run can end the wait.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  // develop runs the query it was asked for; an unchanged result dispatches PAGE_QUERY_RUN alone.
  const runQuery = ({ pagePath }: { pagePath?: string }) => {
    if (pagePath === PAGE)
      queueMicrotask(() => store.dispatch({ type: 'PAGE_QUERY_RUN', payload: { path: PAGE, componentPath: '', queryType: 'page' } }));
  };
  emitter.on('QUERY_RUN_REQUESTED', runQuery);
  let bound: ReturnType<typeof setTimeout> | undefined;
  try {
    const stillWaiting = new Promise((resolve) => (bound = realSetTimeout(() => resolve('still waiting for the retry'), 20_000)));
    await expect(Promise.race([getPageData(PAGE), stillWaiting])).resolves.toEqual({ path: PAGE });
  } finally {
    realClearTimeout(bound);
    emitter.off('QUERY_RUN_REQUESTED', runQuery);
    jest.useRealTimers();
  }
});
