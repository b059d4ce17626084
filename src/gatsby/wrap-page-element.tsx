/**
 * The same wrappers for the browser and server rendering. The page wrapper renders the
 * layout and, for docs pages, the docs shell with the sidebar the page's query returned
 * (`docsSidebar`), outside the page component: so the shell survives docs navigations.
 */
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs, WrapRootElementBrowserArgs, WrapRootElementNodeArgs } from 'gatsby';
import { graphql } from 'gatsby';
import React, { useEffect } from 'react';
import DocsShell from '../components/DocsShell';
import ErrorBoundary from '../components/ErrorBoundary';
import Layout from '../components/Layout';
import { ColorModeProvider } from '../contexts/ColorMode';
import { DocsSidebarProvider, type DocsSidebarValue } from '../contexts/DocsSidebar';
import { MobileMenuProvider } from '../contexts/MobileMenu';
import { PageLocationProvider } from '../contexts/PageLocation';
import { SiteFilesProvider } from '../contexts/SiteFiles';
import type { SidebarItem } from '../shared/sidebar';

/**
 * What every docs page queries for the shell: `...DocsShellSidebar` under
 * `docsSidebar(name: …)`. The name marks the navbar item of that sidebar as current.
 * @public Gatsby finds the fragment by itself; pages spread it into their queries.
 */
export const docsShellSidebarFragment = graphql`
  fragment DocsShellSidebar on Sidebar {
    name
    items
  }
`;

interface DocsPageData {
  docsSidebar?: { name: string; items: unknown } | null;
}

function docsSidebarOf(data: unknown, pathname: string): DocsSidebarValue | null {
  const sidebar = (data as DocsPageData | undefined)?.docsSidebar;
  if (!sidebar) return null;
  return { name: sidebar.name, items: sidebar.items as SidebarItem[], activePath: pathname.replace(/\/$/, '') || '/' };
}

/** Marks <html data-hydrated> once React runs: tests and tools wait for it. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function wrapRootElement({ element }: WrapRootElementBrowserArgs | WrapRootElementNodeArgs) {
  return (
    <ColorModeProvider>
      <HydrationMarker />
      <SiteFilesProvider>{element}</SiteFilesProvider>
    </ColorModeProvider>
  );
}

export function wrapPageElement({ element, props }: WrapPageElementBrowserArgs | WrapPageElementNodeArgs) {
  const { pathname, search = '', hash = '' } = props.location;
  const sidebar = docsSidebarOf(props.data, pathname);
  return (
    <ErrorBoundary resetKey={pathname}>
      <PageLocationProvider value={{ pathname, search, hash }}>
        <DocsSidebarProvider value={sidebar}>
          <MobileMenuProvider pathname={pathname}>
            <Layout>{sidebar ? <DocsShell>{element}</DocsShell> : element}</Layout>
          </MobileMenuProvider>
        </DocsSidebarProvider>
      </PageLocationProvider>
    </ErrorBoundary>
  );
}
