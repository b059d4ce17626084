/**
 * The check's result as one Markdown report for an editor (a summary, then the pages to fix,
 * most urgent first, then the API, packages and error codes) and as JSON beside it for tools.
 * A page is more urgent the more of its code fails to compile, then the more removed, then
 * deprecated, then changed exports it uses.
 */
import type { CheckResult, Failure, Use } from './check';
import type { ExportChange } from './exports';

/** How long a printed type may run in the Markdown (the JSON keeps it whole). */
const TYPE_CHARS = 240;

const clip = (text: string | null, max = TYPE_CHARS) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface Page {
  file: string;
  failures: Failure[];
  uses: Use[];
}

function pagesOf(result: CheckResult): Page[] {
  const pages = new Map<string, Page>();
  const page = (file: string) => pages.get(file) ?? pages.set(file, { file, failures: [], uses: [] }).get(file)!;
  for (const failure of result.failures) page(failure.file).failures.push(failure);
  for (const use of result.uses) page(use.file).uses.push(use);
  const weight = (p: Page) => [
    p.failures.length,
    p.uses.filter((u) => u.change === 'removed').length,
    p.uses.filter((u) => u.change === 'deprecated').length,
    p.uses.length,
  ];
  return [...pages.values()].sort((a, b) => {
    const [x, y] = [weight(a), weight(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i] - x[i];
    return a.file.localeCompare(b.file);
  });
}

function pageSection(page: Page): string[] {
  const removed = page.uses.filter((u) => u.change === 'removed').length;
  const deprecated = page.uses.filter((u) => u.change === 'deprecated').length;
  const changed = page.uses.filter((u) => u.change === 'changed').length;
  const counts = [
    page.failures.length && plural(page.failures.length, 'compile error'),
    removed && `${removed} use${removed === 1 ? '' : 's'} of removed API`,
    deprecated && `${deprecated} of deprecated API`,
    changed && `${changed} of changed API`,
  ].filter(Boolean);
  const lines = [`### ${page.file}`, '', counts.join(', '), ''];
  // A deprecation's text is given at its first use on the page.
  const explained = new Set<string>();
  const items = [
    ...page.failures.map((f) => ({ line: f.line ?? 0, text: `TS${f.code}: ${clip(f.message, 400)}` })),
    ...page.uses
      .filter((u) => u.change !== 'changed')
      .map((u) => {
        const name = `${u.name}${u.member ? `.${u.member}` : ''}`;
        const first = !explained.has(name);
        if (u.change === 'deprecated') explained.add(name);
        const what = u.change === 'deprecated' ? (first ? `deprecated: ${clip(u.detail, 200)}` : 'deprecated') : u.detail;
        return { line: u.line, text: `uses ${code(name)} (${u.module}): ${what}` };
      }),
  ].sort((a, b) => a.line - b.line);
  for (const item of items) lines.push(`- line ${item.line}: ${item.text}`);
  // Changed exports usually still compile (the errors above say where not): named once, with their lines.
  const changedNames = new Map<string, number[]>();
  for (const u of page.uses.filter((u) => u.change === 'changed')) {
    const name = `${u.name}${u.member ? `.${u.member}` : ''}`;
    changedNames.set(name, [...(changedNames.get(name) ?? []), u.line]);
  }
  if (changedNames.size > 0) {
    lines.push(
      `- uses exports whose type changed (see "API changes"): ${[...changedNames].map(([name, at]) => `${code(name)} (line ${at.join(', ')})`).join('; ')}`,
    );
  }
  lines.push('');
  return lines;
}

function exportSection(changes: readonly ExportChange[]): string[] {
  const lines: string[] = [];
  const modules = [...new Set(changes.map((c) => c.module))];
  for (const module of modules) {
    const own = changes.filter((c) => c.module === module);
    const removed = own.filter((c) => c.change === 'removed');
    const deprecated = own.filter((c) => c.change === 'deprecated');
    const changed = own.filter((c) => c.change === 'changed');
    const added = own.filter((c) => c.change === 'added');
    lines.push(`### ${module}`, '');
    for (const c of removed) lines.push(`- removed: ${code(c.name)} (${c.kind})`);
    for (const c of deprecated) lines.push(`- deprecated: ${code(c.name)}: ${clip(c.after || '(no reason given)', 300)}`);
    for (const c of changed) {
      if (c.members.length === 0 || c.before !== c.after)
        lines.push(`- signature changed: ${code(c.name)}: ${code(clip(c.before))} → ${code(clip(c.after))}`);
      else lines.push(`- signature changed: ${code(c.name)} (${c.kind})`);
      for (const m of c.members.filter((m) => m.change !== 'added')) {
        lines.push(
          `  - ${m.change === 'removed' ? 'member removed' : 'member changed'}: ${code(m.name)}${m.change === 'changed' ? `: ${code(clip(m.before, 160))} → ${code(clip(m.after, 160))}` : ''}`,
        );
      }
      const addedMembers = c.members.filter((m) => m.change === 'added');
      if (addedMembers.length > 0) lines.push(`  - members added: ${addedMembers.map((m) => code(m.name)).join(', ')}`);
    }
    if (added.length > 0) lines.push(`- added (${added.length}): ${added.map((c) => code(c.name)).join(', ')}`);
    lines.push('');
  }
  return lines;
}

export function markdownReport(result: CheckResult, took: { seconds: number; load: string } | null): string {
  const { samples, packageChanges: pk } = result;
  const count = (change: ExportChange['change']) => result.exports.filter((c) => c.change === change).length;
  const pages = pagesOf(result);
  const codes = (change: string) => result.errorCodes.filter((c) => c.change === change);
  const out: string[] = [
    `# Lexical ${result.pinned} → ${result.release}: what the release breaks in the site`,
    '',
    `Made by \`npm run lexical:check -- ${result.release}\`${result.registry ? ` against ${result.registry}` : ''}${took ? ` in ${Math.round(took.seconds)} s (load average ${took.load})` : ''}. The JSON beside this file holds the same result in full.`,
    '',
    '## Summary',
    '',
    `- Compiled against \`${result.resolved.release}\` (for ${result.pinned}: \`${result.resolved.pinned}\`), the \`lexical\` the samples import.`,
    `- Guide samples that compile against ${result.release}: **${samples.compiling} of ${samples.total}** (${samples.skipped} marked nocheck are not compiled; against ${result.pinned}: ${plural(samples.pinnedErrors, 'error')}).`,
    `- Gallery and live-editor files with an error: ${samples.failingFiles} of ${samples.files}.`,
    `- Compile errors in all: ${result.failures.length}, on ${plural(pages.filter((p) => p.failures.length > 0).length, 'page')}.`,
    `- Exports of the pinned packages: ${count('removed')} removed, ${count('deprecated')} deprecated, ${count('changed')} changed, ${count('added')} added.`,
    `- Places in the site's code using a removed, deprecated or changed export: ${result.uses.length}.`,
    `- Packages: ${pk.added.length} in the release and not pinned, ${pk.removed.length} gone, ${pk.behind.length} not published at ${result.release}; API modules: ${pk.modulesAdded.length} added, ${pk.modulesRemoved.length} gone.`,
    `- Error codes: ${codes('added').length} added, ${codes('changed').length} changed, ${codes('no longer thrown').length} no longer thrown.`,
    '',
  ];
  const older = result.packages.filter((p) => p.version !== null && p.version !== result.release);
  const notes = [
    ...(older.length > 0
      ? [
          `${plural(older.length, 'pinned package')} ${older.length === 1 ? 'has' : 'have'} no ${result.release} on the registry and ${older.length === 1 ? 'was' : 'were'} checked at ${older.length === 1 ? 'its' : 'their'} newest release before it: ${older.map((p) => `${p.name} ${p.version}`).join(', ')}.`,
        ]
      : []),
    ...result.packages.filter((p) => p.version === null).map((p) => `${p.note}: not checked.`),
    ...result.problems,
  ];
  if (notes.length > 0) out.push('## Read first', '', ...notes.map((n) => `- ${n}`), '');
  out.push('## Pages and files to fix, most urgent first', '');
  if (pages.length === 0) out.push('Nothing: every sample compiles and none uses a removed, deprecated or changed export.', '');
  for (const page of pages) out.push(...pageSection(page));
  out.push('## Packages', '');
  out.push(
    "The release's packages are the `@lexical/*` packages npm installs for it (the dependency closure of `lexical` and of each pinned package at its checked version), read from the scratch install; the registry's search is not used.",
    '',
  );
  for (const p of pk.added) {
    out.push(
      `- in the release, not pinned: ${code(p.name)} ${p.version}${p.dependedOnBy.length ? ` (a dependency of ${p.dependedOnBy.join(', ')})` : ''}: no package page, API module or "Packages" sidebar entry until package.json pins it`,
    );
  }
  for (const p of pk.removed) {
    out.push(`- gone: ${code(p.name)}: ${p.note}; its package page and API modules go when it is unpinned`);
    for (const place of p.places) out.push(`  - ${place.file}:${place.line}: ${code(place.text)}`);
  }
  for (const p of pk.behind)
    out.push(
      `- not published at ${result.release}: ${p.note}${p.dependedOnBy.length ? ` (${p.dependedOnBy.join(', ')} of the release ${p.dependedOnBy.length === 1 ? 'depends' : 'depend'} on it)` : '; nothing in the release depends on it'}`,
    );
  if (pk.modulesAdded.length > 0) out.push(`- API modules added: ${pk.modulesAdded.map(code).join(', ')}`);
  for (const m of pk.modulesRemoved) {
    out.push(`- API module gone: ${code(m.module)}`);
    for (const place of m.places) out.push(`  - ${place.file}:${place.line}: ${code(place.text)}`);
  }
  out.push('', '## API changes of the pinned packages', '');
  out.push(...(result.exports.length > 0 ? exportSection(result.exports) : ['No export changed.', '']));
  out.push('## Error codes', '');
  out.push(
    `Codes from the release's production builds, against the site's table (${result.pinned}). The release's messages come from its development builds, lined up with the production builds by source order; the table itself (scripts/error-codes/codes.json of the Lexical repository at v${result.release}) is not published and must replace the site's before the build accepts the release.`,
    '',
  );
  for (const c of codes('added'))
    out.push(`- added ${c.code} (${c.packages.join(', ')}): ${c.after ? code(clip(c.after, 300)) : 'message not found in the dev build'}`);
  for (const c of codes('changed'))
    out.push(
      `- changed ${c.code} (${c.packages.join(', ')}): ${c.detail}: ${code(clip(c.before, 200))} → ${c.after ? code(clip(c.after, 200)) : '?'}`,
    );
  for (const c of codes('no longer thrown')) out.push(`- no longer thrown ${c.code}: ${code(clip(c.before, 200))}`);
  out.push('');
  return out.join('\n');
}

export function jsonReport(result: CheckResult, took: { seconds: number; load: string } | null): string {
  return `${JSON.stringify({ ...result, took }, null, 1)}\n`;
}
