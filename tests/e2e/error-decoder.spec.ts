/**
 * Browser tests of the error-code decoder on /docs/error, against the built site. The
 * expected messages are mostly read from the table the build wrote (found through the page's
 * own request); the two codes a minifier swapped in @lexical/table are spelled out, as they are
 * the case a table derived from the builds' order got wrong.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ErrorCodeEntry, ErrorCodeTable } from '../../src/shared/error-codes';
import { clientNavigate, collectConsole, waitForHydration } from './helpers';

/** Opens a decoder URL and returns the table the page fetched. */
async function openDecoder(page: Page, query: string): Promise<ErrorCodeTable> {
  const tableResponse = page.waitForResponse((response) => /\/static\/error-codes-[0-9a-f]+\.json$/.test(response.url()));
  await page.goto(`/docs/error${query}`);
  const response = await tableResponse;
  expect(response.status()).toBe(200);
  await waitForHydration(page);
  return (await response.json()) as ErrorCodeTable;
}

function withPlaceholders(table: ErrorCodeTable, count: number): ErrorCodeEntry {
  const entry = table.codes.find((candidate) => candidate.thrown && (candidate.message.match(/%s/g) ?? []).length === count);
  if (!entry) throw new Error(`The built table has no message with ${count} placeholder(s)`);
  return entry;
}

test('decodes a real code with its values substituted', async ({ page }) => {
  const errors = collectConsole(page);
  const table = await openDecoder(page, '');
  expect(table.version).toBe('0.35.0');
  expect(table.codes.length).toBe(290);
  const entry = withPlaceholders(table, 2);
  await page.goto(`/docs/error?code=${entry.code}&v=first-value&v=second-value`);
  await waitForHydration(page);
  const [head, middle, tail] = entry.message.split('%s');
  await expect(page.getByTestId('decoded-message')).toHaveText(`${head}first-value${middle}second-value${tail}`);
  await expect(page.getByText(`Error #${entry.code}`, { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('decodes the two @lexical/table codes the minifier swapped by their number', async ({ page }) => {
  const errors = collectConsole(page);
  await openDecoder(page, '?code=158');
  await expect(page.getByTestId('decoded-message')).toHaveText('Expected gridParent to have a parent');
  await expect(page.getByTestId('error-decoder').getByRole('status')).toContainText('from @lexical/table');
  await openDecoder(page, '?code=159');
  await expect(page.getByTestId('decoded-message')).toHaveText('Expected focusCellParent to have a parent');
  expect(errors).toEqual([]);
});

test('decodes every code of the official table, and says which come from earlier releases', async ({ page }) => {
  const table = await openDecoder(page, '');
  expect(table.codes.map((entry) => entry.code)).toEqual(Array.from({ length: 290 }, (_, code) => code));
  const old = table.codes.find((entry) => !entry.thrown && !entry.message.includes('%s'));
  if (!old) throw new Error('The built table has no code of an earlier release');
  await openDecoder(page, `?code=${old.code}`);
  await expect(page.getByTestId('decoded-message')).toHaveText(old.message);
  await expect(page.getByTestId('earlier-release')).toContainText('comes from an earlier release');
});

test('says an unknown code is unknown in this version', async ({ page }) => {
  await openDecoder(page, '?code=99999');
  await expect(page.getByTestId('error-decoder').getByRole('status')).toContainText('No error with code 99999 is known in Lexical 0.35.0');
});

test('lists every code and filters the list', async ({ page }) => {
  const table = await openDecoder(page, '');
  const decoder = page.getByTestId('error-decoder');
  await expect(decoder.getByRole('row')).toHaveCount(table.codes.length + 1);
  const entry = withPlaceholders(table, 1);
  const filter = decoder.getByRole('searchbox');
  await filter.fill(String(entry.code));
  await expect(decoder.getByRole('row')).toHaveCount(2);
  await expect(decoder.getByRole('row').nth(1)).toContainText(entry.message.split('%s')[0]);
  await filter.fill('zzzz-no-such-words');
  await expect(decoder.getByRole('row')).toHaveCount(1);
});

test('shows an injected value as text and runs nothing', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const probe = await openDecoder(page, '');
  const entry = withPlaceholders(probe, 1);
  const payload = '<img src=x onerror=alert(1)>';
  await page.goto(`/docs/error?code=${entry.code}&v=${encodeURIComponent(payload)}`);
  await waitForHydration(page);
  const message = page.getByTestId('decoded-message');
  await expect(message).toContainText(payload);
  // No element was made of it, so there is nothing that could run.
  await expect(page.getByTestId('error-decoder').locator('img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the table is not fetched by other docs pages', async ({ page }) => {
  const fetched: { url: string; onDecoder: boolean }[] = [];
  let onDecoder = false;
  page.on('request', (request) => {
    if (request.url().includes('/static/error-codes-')) fetched.push({ url: request.url(), onDecoder });
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  onDecoder = true;
  await clientNavigate(page, '/docs/error');
  await expect(page.getByTestId('error-decoder')).toBeVisible();
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  // The first request for the table came from the decoder's page, none from the intro.
  expect(fetched.filter((request) => !request.onDecoder)).toEqual([]);
});
