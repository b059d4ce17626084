import type ts from 'typescript';

export interface CollectedSample {
  /** The MDX file (absolute). */
  mdx: string;
  /** The 1-based line of the opening fence. */
  line: number;
  /** The scratch file's path under the scratch folder: `<page>/<name>`. */
  relPath: string;
  /** The code as compiled, hidden lines kept in place. */
  code: string;
}
export function collectSamples(docsDir: string): {
  samples: CollectedSample[];
  skipped: Array<{ mdx: string; line: number; reason: string }>;
  problems: string[];
};
export function sampleCompilerOptions(root: string): ts.CompilerOptions;
export function listCodeFiles(dir: string): string[];
export function compileSamples(input: {
  root: string;
  samples: readonly CollectedSample[];
  scratchDir: string;
  files?: readonly string[];
  options: ts.CompilerOptions;
}): { program: ts.Program; byFile: Map<string, CollectedSample> };
export interface SampleDiagnostic {
  /** Relative to the root for a sample's MDX file or a site file; absolute in node_modules; null for none. */
  file: string | null;
  /** 1-based, or null. */
  line: number | null;
  code: number;
  message: string;
  sample: CollectedSample | null;
}
export function sampleDiagnostics(program: ts.Program, byFile: ReadonlyMap<string, CollectedSample>, root: string): SampleDiagnostic[];
export function formatDiagnostic(diagnostic: Pick<SampleDiagnostic, 'file' | 'line' | 'code' | 'message'>): string;
