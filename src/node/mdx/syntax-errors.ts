/**
 * An MDX syntax error as an editor needs it: the file, the line and column in the file (the
 * parser reads the whole file, and puts the place either on the error or only in its text),
 * what went wrong, and the usual fixes.
 */
export interface MdxCompileError {
  message?: string;
  reason?: string;
  line?: number | null;
  column?: number | null;
}

const PLACE_IN_TEXT = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/;

export function mdxSyntaxMessage(sourcePath: string, error: MdxCompileError): string {
  const text = error.reason ?? error.message ?? 'the MDX compiler stopped';
  const inText = PLACE_IN_TEXT.exec(text);
  const line = error.line ?? (inText ? Number(inText[1]) : null);
  const column = error.column ?? (inText ? Number(inText[2]) : null);
  const place = line === null ? sourcePath : `${sourcePath}:${line}${column === null ? '' : `:${column}`}`;
  return (
    `MDX syntax error in ${place}: ${text.replace(PLACE_IN_TEXT, '')}. ` +
    'Fix the MDX there: close every tag, and write a literal { or < in text as \\{ or \\<.'
  );
}
