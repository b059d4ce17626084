/**
 * `gatsby develop`: a file every MDX module depends on (./recompiled-loader.cjs adds it). A doc
 * compiled again without its file being saved (a doc typed once the typed samples were ready,
 * ../docs/retype-later.ts) rewrites it, and webpack builds the MDX modules again, so the open
 * page shows the linked samples.
 */
import fs from 'node:fs';
import path from 'node:path';

export function recompiledStamp(root = process.cwd()): string {
  return path.join(root, '.cache', 'lexical-site', 'recompiled-mdx');
}

/** Says that docs were compiled again (recompiledStamp); creates the file the first time. */
export function markRecompiled(root = process.cwd()): void {
  fs.mkdirSync(path.dirname(recompiledStamp(root)), { recursive: true });
  fs.writeFileSync(recompiledStamp(root), String(Date.now()));
}
