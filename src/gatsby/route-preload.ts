/**
 * When the code or data of the next page cannot be loaded, warn and reload the whole page:
 * usually a new deploy replaced the files, and a fresh page loads a matching set. Gatsby
 * already reloads in that case, silently; this wraps its public loader (the object its
 * navigation calls) to say why first.
 */
interface PageResources {
  status?: string;
}
interface PublicLoader {
  loadPage: (path: string) => Promise<PageResources | null | undefined>;
}

export function warnOnFailedPreload(loader: PublicLoader | undefined): void {
  if (!loader || (loader.loadPage as { wrapped?: boolean }).wrapped) return;
  const original = loader.loadPage.bind(loader);
  const wrapped = async (path: string) => {
    const resources = await original(path);
    if (!resources || resources.status === 'error') {
      console.warn(`Could not load the page ${path}; reloading it.`);
    }
    return resources;
  };
  Object.assign(wrapped, { wrapped: true });
  loader.loadPage = wrapped;
}
