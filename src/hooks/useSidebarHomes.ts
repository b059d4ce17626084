import { graphql, useStaticQuery } from 'gatsby';

/** The first page of each sidebar, by sidebar name: where a navbar docSidebar item leads. */
export function useSidebarHomes(): Record<string, string> {
  const data = useStaticQuery<Queries.SidebarHomesQuery>(graphql`
    query SidebarHomes {
      docsVersion(isLast: { eq: true }) {
        sidebars {
          name
          firstHref
        }
      }
    }
  `);
  return Object.fromEntries((data.docsVersion?.sidebars ?? []).flatMap((s) => (s.firstHref ? [[s.name, s.firstHref]] : [])));
}
