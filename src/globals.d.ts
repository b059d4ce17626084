declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}

/** Gatsby's router (a fork of @reach/router) ships no types; the site uses this one hook. */
declare module '@gatsbyjs/reach-router' {
  export function useLocation(): Location;
}
