/**
 * Hydrates the server-rendered page, logging recoverable hydration errors (markup that differed
 * between server and browser) to the console with a clear prefix instead of failing the page.
 */
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function replaceHydrateFunction() {
  return (element: ReactElement, container: Element) => {
    hydrateRoot(container, element, {
      onRecoverableError: (error) => console.error('Recoverable hydration error:', error),
    });
  };
}
