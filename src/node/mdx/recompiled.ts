/**
 * `gatsby develop`: the stamp every MDX module depends on (./recompiled-loader.cjs adds it), so
 * webpack compiles the bodies again once the typed samples are ready. A doc read before its
 * page's types were worked out shows its samples without links and quick info; once the
 * background process is done (../docs/retype-later.ts), the stamp is rewritten and the open
 * page updates.
 */
import fs from 'node:fs';
import path from 'node:path';

const STAMPS = path.join('.cache', 'lexical-site', 'recompiled');

/** The stamp every MDX module depends on. */
export function recompiledStamp(root = process.cwd()): string {
  return path.join(root, STAMPS, 'all');
}

/** Says that docs were read again with their types (recompiledStamp); creates the file the first time. */
export function markRecompiled(root = process.cwd()): void {
  const stamp = recompiledStamp(root);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, String(Date.now()));
}
