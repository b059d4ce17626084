/**
 * TypeDoc in a child process from the moment Gatsby starts (onPreInit), when the API records
 * are not cached (if TypeDoc's JSON is, the child reads it and exits). It took about 9 s of the
 * main process's sourcing in a cold build, while the main process was still loading Gatsby, its
 * plugins and the site's hooks with the second core partly idle. sourceNodes waits for the child, then reads the JSON
 * it wrote through runTypeDoc's cache; if the child failed, runTypeDoc converts again in the
 * main process and reports what went wrong there.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { ModuleSource } from './records';

/** When the child started, and when it exited. */
let background: { started: number; ended: Promise<number> } | null = null;

export function startTypeDocInBackground(options: { modules: ModuleSource[]; nodeModules: string; cacheDir: string }): void {
  if (background) return;
  const child = fork(path.join(__dirname, 'typedoc-child.cjs'), [JSON.stringify(options)], { stdio: 'inherit' });
  // `gatsby develop` serves the site without waiting for TypeDoc (../source-nodes.ts): the
  // child yields the cores to what the first page waits for.
  if (process.env.gatsby_executing_command === 'develop' && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, 10);
    } catch {
      // A system that refuses only changes how the processes share the cores.
    }
  }
  background = {
    started: Date.now(),
    ended: new Promise<number>((resolve) => {
      child.on('exit', () => resolve(Date.now()));
      child.on('error', () => resolve(Date.now()));
    }),
  };
}

/** Once the child has ended: how long it ran, or null when none was started. */
export async function typeDocInBackground(): Promise<{ seconds: number } | null> {
  if (!background) return null;
  return { seconds: ((await background.ended) - background.started) / 1000 };
}
