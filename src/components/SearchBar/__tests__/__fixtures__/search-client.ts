/**
 * The search client as the SearchBar tests have it: the real engine over the fixture records
 * (src/search/__tests__/__fixtures__/records.ts), answering on the main thread, behind a mock
 * that counts its calls. A test file installs it with
 *
 *   jest.mock('../../../search/client', () =>
 *     jest.requireActual<typeof import('./__fixtures__/search-client')>('./__fixtures__/search-client').mockSearchClientModule(),
 *   );
 *
 * (Jest hoists the call above the file's imports, so its factory loads this file itself) and
 * calls `setUpSearchClient` before each case.
 */
import { useStaticQuery } from 'gatsby';
import type { SearchQuery } from '../../../../shared/search';
import { createSearchEngine } from '../../../../search/engine';
import { buildFixtureIndex } from '../../../../search/__tests__/__fixtures__/records';

/** What stands in for src/search/client.ts. */
export function mockSearchClientModule(): { getSearchClient: jest.Mock } {
  const { index, store } = buildFixtureIndex();
  const engine = createSearchEngine(index, store);
  return {
    getSearchClient: jest.fn(() => Promise.resolve({ mode: 'main-thread', search: async (query: SearchQuery) => engine.search(query) })),
  };
}

/** The mocked getSearchClient (of the module registry this file was loaded in). */
export function mockedGetSearchClient(): jest.Mock {
  return (jest.requireMock('../../../../search/client') as { getSearchClient: jest.Mock }).getSearchClient;
}

/** Before each case: the site's search files as useStaticQuery gives them, and no call of getSearchClient yet. */
export function setUpSearchClient(): void {
  (useStaticQuery as jest.Mock).mockReturnValue({
    searchIndex: { indexUrl: '/static/abc.index.txt', storeUrl: '/static/abc.store.json' },
  });
  mockedGetSearchClient().mockClear();
}
