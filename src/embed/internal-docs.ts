/**
 * The optional check for an internal copy of the docs: off unless `internalDocs` is configured. It
 * pings the internal host with a 2000 ms time-out, then asks whether internal docs exist for
 * the page; on success a banner offers them. Every failure is ignored: readers outside see
 * nothing.
 */
import { INTERNAL_PING_TIMEOUT_MS } from '../shared/storage';

interface InternalDocsConfig {
  pingUrl: string;
  checkUrl: string;
  redirectUrl: string;
}

async function fetchWithTimeout(url: string, init: RequestInit, ms: number, fetcher: typeof fetch): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetcher(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The URL of the internal docs for `path`, or null when there are none or they cannot be reached. */
export async function findInternalDocs(
  config: InternalDocsConfig | null,
  path: string,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  if (!config) return null;
  try {
    const ping = await fetchWithTimeout(config.pingUrl, { mode: 'no-cors' }, INTERNAL_PING_TIMEOUT_MS, fetcher);
    if (ping.type !== 'opaque' && !ping.ok) return null;
    const check = await fetchWithTimeout(
      `${config.checkUrl}?path=${encodeURIComponent(path)}`,
      { credentials: 'include' },
      INTERNAL_PING_TIMEOUT_MS,
      fetcher,
    );
    return check.ok ? `${config.redirectUrl}${path}` : null;
  } catch {
    return null;
  }
}
