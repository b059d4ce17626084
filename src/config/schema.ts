/**
 * The schema of the site configuration, one zod schema per area (navbar, footer, docs
 * versions, ...). Types are inferred from the schemas so the configuration object and its
 * validation can never drift apart. Every field carries a description: it is what an editor
 * reads when the configuration is wrong.
 */
import { z } from 'zod';

const href = z.string().url().describe('An absolute URL that leaves the site, e.g. "https://github.com/facebook/lexical".');
const to = z.string().regex(/^\//, 'must be a site path starting with "/"').describe('A path inside the site, e.g. "/community".');
const position = z.enum(['left', 'right']).describe('Which side of the navbar the item sits on.');

const linkItem = z
  .object({
    type: z.literal('link'),
    label: z.string().min(1).describe('The visible text.'),
    to: to.optional(),
    href: href.optional(),
    position,
    activeBasePath: to.optional().describe('The item is highlighted on every page under this path.'),
    ariaLabel: z.string().optional().describe('Accessible name when the label is an icon.'),
  })
  .strict()
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'a link item needs exactly one of "to" (inside the site) or "href" (external)',
  });

const docSidebarItem = z
  .object({
    type: z.literal('docSidebar'),
    label: z.string().min(1),
    sidebarId: z.string().min(1).describe('The id of a sidebar in content/sidebars.ts.'),
    position,
  })
  .strict();

const dropdownItem = z
  .object({
    type: z.literal('dropdown'),
    label: z.string().min(1),
    position,
    items: z.array(linkItem).min(1).describe('The links the dropdown opens.'),
  })
  .strict();

const docsVersionDropdownItem = z
  .object({
    type: z.literal('docsVersionDropdown'),
    position,
    versions: z.array(z.string()).optional().describe('Names of the versions to offer; all versions when omitted.'),
  })
  .strict();

const searchItem = z.object({ type: z.literal('search'), position }).strict();

/** The themes prism-react-renderer 2 exports (see its `themes` object). */
const PRISM_THEMES = [
  'dracula',
  'duotoneDark',
  'duotoneLight',
  'github',
  'gruvboxMaterialDark',
  'gruvboxMaterialLight',
  'jettwaveDark',
  'jettwaveLight',
  'nightOwl',
  'nightOwlLight',
  'oceanicNext',
  'okaidia',
  'oneDark',
  'oneLight',
  'palenight',
  'shadesOfPurple',
  'synthwave84',
  'ultramin',
  'vsDark',
  'vsLight',
] as const;

const NAVBAR_ITEM_TYPES = ['link', 'docSidebar', 'dropdown', 'docsVersionDropdown', 'search'] as const;

const navbarItem = z.discriminatedUnion(
  'type',
  // zod's discriminated union needs plain objects; refinements are re-applied below.
  [linkItem.innerType(), docSidebarItem, dropdownItem, docsVersionDropdownItem, searchItem],
  {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_union_discriminator'
        ? {
            message: `unknown navbar item type; use one of ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}`,
          }
        : { message: ctx.defaultError },
  },
);

const footerLink = z
  .object({ label: z.string().min(1), to: to.optional(), href: href.optional() })
  .strict()
  .refine((l) => Boolean(l.to) !== Boolean(l.href), {
    message: 'a footer link needs exactly one of "to" or "href"',
  });

const docsVersion = z
  .object({
    name: z
      .string()
      .regex(/^[a-z0-9.-]+$/)
      .describe('Stable id of the version, e.g. "current".'),
    label: z.string().min(1).describe('What readers see in the version dropdown, e.g. "Next".'),
    path: to.describe('Where the version is served, e.g. "/docs".'),
    mainDocId: z.string().min(1).describe('The doc the version opens on, e.g. "intro".'),
    isLast: z.boolean().describe('Whether this is the latest released version.'),
  })
  .strict();

export const siteConfigSchema = z
  .object({
    title: z.string().min(1).describe('The product name, shown in the navbar and <title>.'),
    tagline: z.string().min(1).describe('One line under the title on the home page.'),
    url: href.describe('The origin the site is deployed to, without a trailing slash.'),
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
      .describe('The path the site is served under, "/" at the root.'),
    locale: z.literal('en').describe('The only locale of the site.'),
    siteVersion: z.string().describe('The version of Lexical the site documents.'),
    repository: z
      .object({
        url: href.describe('The source repository of Lexical.'),
        tag: z.string().describe('The tag that the documented version was released from.'),
        editUrl: href.describe('Prefix of "Edit this page" links; the content path is appended.'),
      })
      .strict(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']),
        disableSwitch: z.boolean(),
        respectPrefersColorScheme: z.boolean(),
      })
      .strict(),
    announcementBar: z
      .object({
        id: z.string().min(1).describe('Change it to show a dismissed announcement again.'),
        content: z.string().min(1),
        isCloseable: z.boolean(),
      })
      .strict()
      .nullable(),
    navbar: z
      .object({
        title: z.string(),
        logo: z.object({ alt: z.string(), src: to }).strict(),
        hideOnScroll: z.boolean(),
        items: z.array(navbarItem),
      })
      .strict(),
    footer: z
      .object({
        style: z.enum(['light', 'dark']),
        links: z.array(z.object({ title: z.string().min(1), items: z.array(footerLink).min(1) }).strict()),
        logo: z.object({ alt: z.string(), src: to }).strict(),
        copyright: z.string(),
      })
      .strict(),
    docs: z
      .object({
        versions: z.array(docsVersion).min(1),
        currentVersion: z.string().describe('The name of the version served at "/docs".'),
      })
      .strict(),
    internalDocs: z
      .object({
        pingUrl: href.describe('Pinged first; only readers who can reach it get the check.'),
        checkUrl: href.describe('Asked (GET, with credentials) whether internal docs exist.'),
        redirectUrl: href.describe('Where the banner sends readers; the page path is appended.'),
      })
      .strict()
      .nullable()
      .describe('The optional check for an internal copy of the docs, offered in a banner; null turns it off.'),
    embed: z
      .object({
        parentOrigins: z
          .array(z.union([z.literal('self'), z.string().url()]))
          .describe(
            'Origins of the pages allowed to frame the docs and hear what they report (e.g. "https://docs.example.com"); "self" is the site\'s own origin. A frame whose parent is not listed posts nothing.',
          ),
      })
      .strict(),
    search: z
      .object({
        maxSuggestions: z.number().int().positive(),
        snippetLength: z.number().int().positive(),
        shortcutKey: z.string().length(1),
        contextlessSearch: z.boolean(),
      })
      .strict(),
    prism: z
      .object({
        theme: z.enum(PRISM_THEMES).describe('Code theme in light mode: a theme exported by prism-react-renderer.'),
        darkTheme: z.enum(PRISM_THEMES).describe('Code theme in dark mode.'),
      })
      .strict(),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type FooterLink = SiteConfig['footer']['links'][number]['items'][number];
