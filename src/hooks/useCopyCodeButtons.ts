/**
 * The copy buttons of the code samples the build wrote as HTML (the API reference's doc
 * comment examples and README code, see src/node/code-types/api-samples.ts), which React
 * never hydrates: one click listener on the document copies the sample's lines as plain text
 * and shows 'Copied' (or 'Failed') on the button for two seconds, like <CopyButton>. The
 * buttons show only once the page has hydrated (CSS keyed on html[data-hydrated]), so none is
 * offered before it can work.
 */
import { useEffect } from 'react';
import { COPY_BUTTON_ATTRIBUTE } from '../shared/code-tips';
import { COPY_LABELS, COPY_STATUS_MS } from './useCopy';

/** The sample's code: its lines (an empty line holds a newline of its own), without the markup. */
function codeOf(pre: Element): string {
  return [...pre.querySelectorAll('.code-line')].map((line) => (line.textContent === '\n' ? '' : line.textContent)).join('\n');
}

export function useCopyCodeButtons(): void {
  useEffect(() => {
    const timers = new Set<number>();
    const show = (button: Element, label: string) => {
      button.textContent = label;
      const timer = window.setTimeout(() => {
        button.textContent = COPY_LABELS.idle;
        timers.delete(timer);
      }, COPY_STATUS_MS);
      timers.add(timer);
    };
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${COPY_BUTTON_ATTRIBUTE}]`) : null;
      const pre = button?.parentElement?.querySelector('pre');
      if (!button || !pre) return;
      navigator.clipboard.writeText(codeOf(pre)).then(
        () => show(button, COPY_LABELS.copied),
        (error: unknown) => {
          console.warn('Could not copy the code sample:', error);
          show(button, COPY_LABELS.failed);
        },
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);
}
