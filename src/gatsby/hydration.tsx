/**
 * Hydrates a server-rendered page, logging recoverable hydration errors (markup that differed
 * between server and browser) to the console with a clear prefix instead of failing the page.
 *
 * `gatsby develop` serves one empty HTML shell for every route, so there is nothing to hydrate:
 * the page is rendered from scratch there, as Gatsby's own renderer does. Hydrating the empty
 * shell would make React report a mismatch on every page. Gatsby also uses this function to
 * mount its loading indicator, and unmounts through the cleanup function returned here.
 */
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

type Cleanup = () => void;

function renderOrHydrate(element: ReactElement, container: Element | null): Cleanup {
  // A document replaced before Gatsby renders (a test writing its own page) has no root.
  if (!container) return () => undefined;
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  const root = hydrateRoot(container, element, {
    onRecoverableError: (error) => console.error('Recoverable hydration error:', error),
  });
  return () => root.unmount();
}

export function replaceHydrateFunction() {
  return renderOrHydrate;
}
