/**
 * Addresses that send the reader elsewhere. Each has a page (src/pages/) that redirects in the
 * browser and shows a visible link. They are pages rather than Gatsby redirects because a page
 * and a redirect of the same path conflict, and only a page works on every static host.
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
