/** Starts `scripts/serve.mjs` (Netlify's handlers behind a plain server) on a free port for a test. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface Served {
  /** The address the server answers at, without a trailing slash. */
  base: string;
  stop(): Promise<void>;
}

export async function serve(dir: string): Promise<Served> {
  const script = path.join(__dirname, '..', '..', 'scripts', 'serve.mjs');
  const child: ChildProcess = spawn(process.execPath, [script, '--port', '0', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /at (http:\/\/[^\s]+?)\/?$/m.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before serving:\n${output}`)));
  });
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
