/**
 * Every navigation scrolls to the hash target, or to the top, except when only the
 * query string changed (a search page updating its URL as the reader types keeps its place).
 */
interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export function onlyQueryChanged(prev: RouterLocation | undefined, next: RouterLocation): boolean {
  return Boolean(prev && prev.pathname === next.pathname && prev.hash === next.hash && prev.search !== next.search);
}

export function shouldUpdateScroll({
  prevRouterProps,
  routerProps,
}: {
  prevRouterProps?: { location: RouterLocation };
  routerProps: { location: RouterLocation };
}): boolean {
  return !onlyQueryChanged(prevRouterProps?.location, routerProps.location);
}
