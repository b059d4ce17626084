/**
 * Validates the site configuration once, at startup. Every problem is reported with the
 * path of the bad key (e.g. `navbar.items[3].type`) and what to do about it, all problems at
 * once, so an editor fixes the configuration in one pass.
 */
import type { ZodIssue } from 'zod';
import { siteConfigSchema, type SiteConfig } from './schema';

const CONFIG_FILE = 'src/config/site.ts';

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration in ${CONFIG_FILE}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SiteConfigError';
  }
}

function keyPath(path: (string | number)[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

function describeIssue(issue: ZodIssue): string {
  return `${keyPath(issue.path) || '(root)'}: ${issue.message}`;
}

/** Checks that involve several keys, which the schema alone cannot express. */
function crossChecks(config: SiteConfig): string[] {
  const problems: string[] = [];
  const versionNames = config.docs.versions.map((v) => v.name);
  if (!versionNames.includes(config.docs.currentVersion)) {
    problems.push(
      `docs.currentVersion: "${config.docs.currentVersion}" is not a version; use one of ${versionNames.map((n) => `"${n}"`).join(', ')}`,
    );
  }
  config.navbar.items.forEach((item, i) => {
    const links = item.type === 'link' ? [item] : item.type === 'dropdown' ? item.items : [];
    links.forEach((link, j) => {
      if (Boolean(link.to) === Boolean(link.href)) {
        const at = item.type === 'link' ? `navbar.items[${i}]` : `navbar.items[${i}].items[${j}]`;
        problems.push(`${at}: a link item needs exactly one of "to" (inside the site) or "href" (external)`);
      }
    });
    if (item.type === 'docsVersionDropdown') {
      (item.versions ?? []).forEach((name, j) => {
        if (!versionNames.includes(name)) {
          problems.push(
            `navbar.items[${i}].versions[${j}]: the version dropdown names the unknown version "${name}"; known versions: ${versionNames.map((n) => `"${n}"`).join(', ')}`,
          );
        }
      });
    }
  });
  return problems;
}

export function validateSiteConfig(input: unknown): SiteConfig {
  const parsed = siteConfigSchema.safeParse(input);
  if (!parsed.success) {
    throw new SiteConfigError(parsed.error.issues.map(describeIssue));
  }
  const problems = crossChecks(parsed.data);
  if (problems.length > 0) {
    throw new SiteConfigError(problems);
  }
  return parsed.data;
}
