/**
 * Addresses that send the reader elsewhere. The build writes a page for each (meta refresh,
 * a client-side redirect and a visible link) and registers it with createRedirect for hosts
 * that turn Gatsby's redirects into HTTP ones.
 */
export interface SiteRedirect {
  fromPath: string;
  toPath: string;
  /** What the visible link on the redirect page says. */
  label: string;
}

export const siteRedirects: readonly SiteRedirect[] = [
  {
    fromPath: '/2024-recap',
    toPath: 'https://github.com/facebook/lexical/discussions/7220',
    label: "Lexical's 2024 recap on GitHub Discussions",
  },
];
