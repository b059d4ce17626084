/** Shared helpers of the browser tests. */
import type { ConsoleMessage, Page } from '@playwright/test';

/** Collects console errors (and warnings, when asked) of a page from now on. */
export function collectConsole(page: Page, types: string[] = ['error']): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (types.includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Waits until React has hydrated the page (src/gatsby/wrap-page-element.tsx marks <html>). */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}

export function isMobile(projectName: string): boolean {
  return projectName === 'mobile';
}

/**
 * Navigates inside the app as a `<Link>` click or the public `navigate` of `gatsby` would: both
 * call `window.___navigate`, which a test reaches only as a global (the page's modules are not
 * importable from here). src/gatsby/private-gatsby.ts and its test watch that global's shape.
 */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), to);
}
