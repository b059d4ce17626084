import { useEffect, type RefObject } from 'react';

const TOC_LINKS = 'nav[aria-label="On this page"] a';

/**
 * Marks the section being read in the tables of contents under `root` (`aria-current="true"` on
 * its link) as the page scrolls: the first heading in the upper half of the window below the
 * navbar, else the last heading above it. An IntersectionObserver wakes it only when a heading
 * crosses that band, so scrolling in between costs nothing. It sets an attribute on the links
 * as they are, so it also works on a table of contents kept as the server rendered it (API
 * pages), and the styles of a current link change only colours: nothing moves.
 */
export function useActiveSection(root: RefObject<HTMLElement>, ids: readonly string[]): void {
  const key = ids.join(' ');
  useEffect(() => {
    const container = root.current;
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (!container || headings.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const navbar = Math.max(0, Math.round(document.querySelector('[data-navbar]')?.getBoundingClientRect().bottom ?? 0));
    let current: string | undefined;
    const update = () => {
      const half = window.innerHeight / 2;
      const tops = headings.map((heading) => heading.getBoundingClientRect().top);
      const inBand = headings.find((_, i) => tops[i] >= navbar - 1 && tops[i] < half);
      const above = headings.filter((_, i) => tops[i] < navbar - 1);
      const id = (inBand ?? above[above.length - 1])?.id;
      if (id === current) return;
      current = id;
      container.querySelectorAll(TOC_LINKS).forEach((link) => {
        if (id !== undefined && link.getAttribute('href') === `#${id}`) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      });
    };
    const observer = new IntersectionObserver(update, { rootMargin: `-${navbar}px 0px -50% 0px` });
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [root, key]);
}
