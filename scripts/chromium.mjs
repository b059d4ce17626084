/**
 * The browser every check and figure of the project drives: Debian's `chromium-headless-shell`
 * (the same Chromium release as the `chromium` package, built for automation without the
 * desktop browser's layer: no browser UI, extensions or component extensions, fewer
 * processes), which is what Playwright itself runs headless. Against the full `chromium` in
 * headless mode the 216 browser tests took 226 s instead of 482 s on 2 cores, with the same
 * results (bench/report.md, 2026-11-26, seventh pass). CHROME_PATH names another Chromium; none
 * is ever downloaded. Lighthouse's figures (`npm run bench`) keep the full browser, as they
 * were measured with it.
 */
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** How to get the browser at `file`, for an error message. */
function installHint(file) {
  const pkg = file === FULL_CHROMIUM ? 'chromium' : 'chromium-headless-shell';
  return `apt-get update && apt-get install -y ${pkg} (Debian's package), or set CHROME_PATH to a Chromium binary`;
}

/** The Chromium binary to launch: CHROME_PATH, or `fallback`; an error naming the fix when it is missing. */
export function chromiumPath(fallback = HEADLESS_SHELL) {
  const file = process.env.CHROME_PATH ?? fallback;
  if (!fs.existsSync(file)) throw new Error(`No Chromium at ${file}: ${installHint(file)}.`);
  return file;
}
