import type React from 'react';
import { useEffect, useState } from 'react';

/** Whether any element `elementsOf` gives (read in an effect) has come within reach of the viewport (200 px). */
function useAnyNear(elementsOf: () => readonly Element[], key: unknown): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const elements = elementsOf();
    if (elements.length === 0 || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says when the elements change
  }, [key, near]);
  return near;
}

/** Whether the element has come within reach of the viewport (200 px): what loads late loads then. */
export function useNearViewport(ref: React.RefObject<Element>): boolean {
  return useAnyNear(() => (ref.current ? [ref.current] : []), ref);
}

/** Whether any of the elements has come within reach of the viewport (200 px). */
export function useAnyNearViewport(elements: readonly Element[]): boolean {
  return useAnyNear(() => elements, elements);
}
