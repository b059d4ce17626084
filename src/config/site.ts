/**
 * The values of the site configuration. Edit here; `./index.ts` validates them at startup
 * (see `./schema.ts` for what each key means).
 */
import type { SiteConfigInput } from './schema';

const repository = 'https://github.com/facebook/lexical';

export const siteConfigInput: SiteConfigInput = {
  title: 'Lexical',
  tagline: 'An extensible text editor framework that does things differently',
  url: 'https://lexical.dev',
  baseUrl: '/',
  locale: 'en',
  siteVersion: '0.35.0',
  repository: {
    url: repository,
    tag: 'v0.35.0',
    editUrl: `${repository}/edit/main/packages/lexical-website/`,
  },
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar: {
    id: 'lexical-0-35',
    content: 'Lexical 0.35 is out: these docs describe it.',
    isCloseable: true,
  },
  navbar: {
    title: 'Lexical',
    logo: { alt: 'Lexical logo', src: '/img/logo.svg' },
    hideOnScroll: false,
    items: [
      { type: 'link', label: 'Playground', href: 'https://playground.lexical.dev/', position: 'left' },
      { type: 'docSidebar', label: 'Docs', sidebarId: 'docs', position: 'left' },
      { type: 'docSidebar', label: 'API', sidebarId: 'api', position: 'left' },
      { type: 'link', label: 'Community', to: '/community', position: 'left' },
      {
        type: 'link',
        label: 'iOS',
        href: 'https://facebook.github.io/lexical-ios/',
        position: 'left',
      },
      { type: 'link', label: 'Gallery', to: '/gallery', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'link', label: 'GitHub', href: repository, position: 'right' },
      {
        type: 'link',
        label: 'iOS GitHub',
        href: 'https://github.com/facebook/lexical-ios',
        position: 'right',
      },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: '/docs/intro' },
          { label: 'Quick start', to: '/docs/getting-started/quick-start' },
          { label: 'React', to: '/docs/getting-started/react' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Discord', href: 'https://discord.gg/KmG4wQnnD9' },
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/lexicaljs' },
          { label: 'X (Twitter)', href: 'https://x.com/lexicaljs' },
        ],
      },
      { title: 'More', items: [{ label: 'GitHub', href: repository }] },
      {
        title: 'Legal',
        items: [
          { label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy' },
          { label: 'Terms', href: 'https://opensource.fb.com/legal/terms' },
        ],
      },
    ],
    logo: { alt: 'Lexical logo', src: '/img/logo.svg' },
    copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. Built with Gatsby.`,
  },
  docs: {
    versions: [{ name: 'current', label: 'Next', path: '/docs', mainDocId: 'intro', isLast: true }],
    currentVersion: 'current',
  },
  internalDocs: null,
  // Internal hosts that frame the docs (the static-docs mode) are added here.
  embed: { parentOrigins: ['self'] },
  search: {
    maxSuggestions: 8,
    snippetLength: 50,
    shortcutKey: 'k',
    contextlessSearch: true,
  },
  // The default code theme is dark, so code stays dark in light mode too: code blocks read as
  // code at a glance, whatever the page around them.
  prism: {
    theme: 'vsDark',
    darkTheme: 'dracula',
  },
};
