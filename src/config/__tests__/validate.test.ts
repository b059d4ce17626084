/** @jest-environment node */
import { siteConfigInput } from '../site';
import { SiteConfigError, validateSiteConfig } from '../validate';

function withNavbarItems(items: unknown[]) {
  return { ...siteConfigInput, navbar: { ...siteConfigInput.navbar, items } };
}

function problemsOf(input: unknown): string[] {
  try {
    validateSiteConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as SiteConfigError).problems;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('validateSiteConfig', () => {
  it('accepts the site configuration', () => {
    const config = validateSiteConfig(siteConfigInput);
    expect(config.title).toBe('Lexical');
    expect(config.docs.versions).toEqual([expect.objectContaining({ name: 'current', label: 'Next', path: '/docs', mainDocId: 'intro' })]);
  });

  it('rejects a navbar item of unknown type, naming the key and the known types', () => {
    const problems = problemsOf(withNavbarItems([{ type: 'banana', position: 'left' }]));
    expect(problems).toEqual([
      'navbar.items[0].type: unknown navbar item type; use one of "link", "docSidebar", "dropdown", "docsVersionDropdown", "search"',
    ]);
  });

  it('rejects a version dropdown naming an unknown version', () => {
    const problems = problemsOf(withNavbarItems([{ type: 'docsVersionDropdown', position: 'right', versions: ['current', '1.0'] }]));
    expect(problems).toEqual([
      'navbar.items[0].versions[1]: the version dropdown names the unknown version "1.0"; known versions: "current"',
    ]);
  });

  it('rejects a link with both "to" and "href"', () => {
    const problems = problemsOf(withNavbarItems([{ type: 'link', label: 'X', to: '/x', href: 'https://x.dev', position: 'left' }]));
    expect(problems[0]).toMatch(/^navbar\.items\[0\]: a link item needs exactly one of "to"/);
  });

  it('reports every problem at once with the file to fix', () => {
    const error = (() => {
      try {
        validateSiteConfig({ ...siteConfigInput, title: '', baseUrl: 'docs' });
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error?.message).toContain('Invalid site configuration in src/config/site.ts');
    expect(error?.message).toContain('title:');
    expect(error?.message).toContain('baseUrl: must start and end with "/"');
  });

  it('rejects an unknown current version', () => {
    const problems = problemsOf({ ...siteConfigInput, docs: { ...siteConfigInput.docs, currentVersion: 'next' } });
    expect(problems).toEqual(['docs.currentVersion: "next" is not a version; use one of "current"']);
  });
});
