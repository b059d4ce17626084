/**
 * A link to a page of the site, rendered as a plain `<a>`. A click on it navigates inside the
 * app (src/gatsby/site-links.ts, as for the links of the static bodies), and the page it
 * leads to is prefetched when the link comes into view or is hovered (src/gatsby/site-links.ts
 * watches the anchors marked with PREFETCH_ATTRIBUTE). Gatsby's Link does the same with six
 * components and an IntersectionObserver per link: a docs page's chrome holds more than a
 * hundred links, and hydrating them was about a quarter of the page's hydration.
 *
 * Like Gatsby's Link, it says `aria-current="page"` when its address is the page shown; `current`
 * overrides that (a breadcrumb of a category whose first page is the page being read).
 */
import { withPrefix } from 'gatsby';
import React from 'react';
import { useCurrentPathname } from '../../contexts/PageLocation';
import { PREFETCH_ATTRIBUTE } from '../../shared/links';

export interface Props extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'aria-current'> {
  /** A route of the site, e.g. `/docs/intro` (a query or hash may follow). */
  to: string;
  /** Whether the link leads to the page shown; by default, when its path is the current path. */
  current?: boolean;
  /** Whether its page is fetched ahead (in view, or hovered); not for the hundreds of links of a static body (StaticMarkup). */
  prefetch?: boolean;
}

export default function SiteLink({ to, current, prefetch = true, children, ...rest }: Props) {
  const href = withPrefix(to);
  const pathname = useCurrentPathname();
  const isCurrent = current ?? href === pathname;
  return (
    <a href={href} aria-current={isCurrent ? 'page' : undefined} {...(prefetch ? { [PREFETCH_ATTRIBUTE]: '' } : {})} {...rest}>
      {children}
    </a>
  );
}
