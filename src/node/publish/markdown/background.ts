/**
 * The Markdown export's child process (docs/decisions/markdown-export-in-child.md): at
 * createPages the main process queries what the export needs, and a child writes the Markdown
 * pages, llms.txt and llms-full.txt into public/ while webpack bundles the site. The export reads
 * only the content and Gatsby's data, never the built pages, so nothing it writes changes later
 * in the build. If the child fails, onPostBuild writes the export itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { runInBackground } from '../../background';
import { MarkdownExportError } from './transform';
import { writeMarkdownPages, type MarkdownData, type MarkdownReport, type SiteFacts } from './write';

interface ChildArgument {
  dataFile: string;
  reportFile: string;
  publicDir: string;
  site: SiteFacts;
  docsDir: string;
}

/**
 * The child process's work, called by its name in the child: the pages, then the report. A source
 * that cannot be converted leaves no report and says nothing, so the build fails on it once.
 * @public
 */
export async function writeMarkdownInChild(argument: ChildArgument): Promise<void> {
  const data = JSON.parse(await fs.readFile(argument.dataFile, 'utf8')) as MarkdownData;
  try {
    const report = await writeMarkdownPages(data, argument.publicDir, argument.site, argument.docsDir);
    await fs.writeFile(argument.reportFile, JSON.stringify(report));
  } catch (error) {
    if (!(error instanceof MarkdownExportError)) throw error;
  }
}

export interface MarkdownExportRun {
  /** The child's report once it has ended, or null when it wrote none (an unexpected error is on the terminal). */
  report(): Promise<MarkdownReport | null>;
}

/** Starts the child, at a lower priority than the bundling it runs beside. */
export async function writeMarkdownInBackground({
  data,
  cacheDir,
  ...forChild
}: Omit<ChildArgument, 'dataFile' | 'reportFile'> & { data: MarkdownData; cacheDir: string }): Promise<MarkdownExportRun> {
  const dir = path.join(cacheDir, 'markdown-export');
  await fs.mkdir(dir, { recursive: true });
  const dataFile = path.join(dir, `data.${process.pid}.json`);
  const reportFile = path.join(dir, `report.${process.pid}.json`);
  await fs.rm(reportFile, { force: true });
  await fs.writeFile(dataFile, JSON.stringify(data));
  const run = runInBackground({
    module: __filename,
    call: 'writeMarkdownInChild',
    argument: { dataFile, reportFile, ...forChild } satisfies ChildArgument,
    nice: 10,
  });
  return {
    async report() {
      const ended = await run.ended;
      try {
        return ended.ok ? (JSON.parse(await fs.readFile(reportFile, 'utf8')) as MarkdownReport) : null;
      } catch {
        return null;
      } finally {
        await Promise.all([fs.rm(dataFile, { force: true }), fs.rm(reportFile, { force: true })]);
      }
    },
  };
}
