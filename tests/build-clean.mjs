#!/usr/bin/env node
/**
 * The production build, held to a clean log: runs `gatsby build`, passes its output through,
 * and fails when the build fails or when its log carries a warning (a `warn` line, such as
 * mini-css-extract's "Conflicting order" blocks). An editor reads this log; every warning in it
 * must be one they can act on, so none is accepted. `npm test` builds through this script.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { warningsIn } from './build-log.mjs';

async function main() {
  // Gatsby itself, not through npx: npm's own notices about the user's npm config are not the build's.
  const gatsby = path.join(process.cwd(), 'node_modules', '.bin', 'gatsby');
  const child = spawn(gatsby, ['build', ...process.argv.slice(2)], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
    process.stderr.write(chunk);
  });
  const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  if (code !== 0) process.exit(code);
  const warnings = warningsIn(log);
  if (warnings.length > 0) {
    console.error(
      `\nThe build succeeded but its log has ${warnings.length} warning line(s); fix each:\n${warnings.map((w) => `  - ${w}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('build log: no warnings');
}

await main();
