/**
 * Work the build hands to a child process so that it runs on the other core while Gatsby goes
 * on: the typed samples' pass over every guide (from Gatsby's first step) and the social cards
 * (while the bundles are built). The child (./background-child.cjs) loads the site's
 * TypeScript through the same hook as Gatsby's process, calls one export of one module with
 * JSON arguments and exits when it settles. Whatever the child does is an optimisation: the
 * caller reads what it wrote to a cache, and does the work itself for whatever is missing, so
 * a failure there costs time, never a wrong result (its errors still reach the terminal).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export interface BackgroundRun {
  /** Resolves when the child has exited, however it ended. */
  ended: Promise<{ ok: boolean; seconds: number }>;
  /**
   * Hands the child a value (its `process.on('message')` gets it), for work that has to wait
   * for something the parent makes later; false when the child is gone.
   */
  send(value: unknown): boolean;
  /** Resolves with the child's first message (`process.send`) that `accept` takes, or null when the child ends first. */
  message<T>(accept: (value: unknown) => value is T): Promise<T | null>;
}

export function runInBackground(options: {
  /** The module's absolute path (TypeScript or CommonJS). */
  module: string;
  /** The export to call: a function of one JSON argument, sync or async. */
  call: string;
  argument: unknown;
  /** A niceness (0-19) for work that must not slow the main process's. */
  nice?: number;
}): BackgroundRun {
  const started = Date.now();
  const child = fork(path.join(__dirname, 'background-child.cjs'), [options.module, options.call, JSON.stringify(options.argument)], {
    stdio: 'inherit',
  });
  if (options.nice && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, options.nice);
    } catch {
      // A system that refuses only changes how the two processes share the cores.
    }
  }
  // A build that fails (or is stopped) takes its child with it, rather than leave it drawing
  // or typing for a build that is gone.
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', () => process.removeListener('exit', stop));
  const ended = new Promise<{ ok: boolean; seconds: number }>((resolve) => {
    const end = (ok: boolean) => resolve({ ok, seconds: (Date.now() - started) / 1000 });
    child.on('exit', (code) => end(code === 0));
    child.on('error', () => end(false));
  });
  return {
    ended,
    send: (value) => child.connected && child.send(value as object),
    message: <T>(accept: (value: unknown) => value is T) =>
      new Promise<T | null>((resolve) => {
        const listener = (value: unknown) => {
          if (!accept(value)) return;
          child.off('message', listener);
          resolve(value);
        };
        child.on('message', listener);
        void ended.then(() => {
          child.off('message', listener);
          resolve(null);
        });
      }),
  };
}
