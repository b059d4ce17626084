import { useEffect, type RefObject } from 'react';

const TOC_LINKS = 'nav[aria-label="On this page"] a';
/** How far below its landing line a heading still counts as reached (sub-pixel rounding). */
const TOLERANCE = 2;

/**
 * Marks the section being read in the tables of contents under `root` (`aria-current="true"` on
 * its link) as the page scrolls: the last heading at or above the line where a followed link
 * lands it (its `scroll-margin-top`, just under the sticky navbar), none above the first
 * heading. At the bottom of the page, where the last headings can no longer reach that line,
 * it is the heading the address names if it is on screen, else the last one. Headings are in
 * document order, so a binary search reads a handful of positions per scroll event, whatever
 * the page's length. It sets an attribute on the links as they are, so it also works on a table
 * of contents kept as the server rendered it (API pages), and the styles of a current link
 * change only colours: nothing moves.
 */
export function useActiveSection(root: RefObject<HTMLElement>, ids: readonly string[]): void {
  const key = ids.join(' ');
  useEffect(() => {
    const container = root.current;
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (!container || headings.length === 0) return undefined;
    let current: string | undefined;
    const reached = (): HTMLElement | undefined => {
      const line = (parseFloat(getComputedStyle(headings[0]).scrollMarginTop) || 0) + TOLERANCE;
      let low = 0;
      let high = headings.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (headings[middle].getBoundingClientRect().top <= line) low = middle + 1;
        else high = middle;
      }
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollTop + window.innerHeight < scroller.scrollHeight - TOLERANCE) return headings[low - 1];
      const target = headings.find((heading) => heading.matches(':target'));
      const top = target?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight ? target : headings[headings.length - 1];
    };
    const update = () => {
      const id = reached()?.id;
      if (id === current) return;
      current = id;
      container.querySelectorAll(TOC_LINKS).forEach((link) => {
        if (id !== undefined && link.getAttribute('href') === `#${id}`) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('hashchange', update);
    };
  }, [root, key]);
}
