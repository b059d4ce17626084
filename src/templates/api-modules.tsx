/**
 * The API reference's table of contents: every module (entry point) of the pinned packages
 * with its one-line summary, core first, the React entry points in a section of their own.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import DocsLayout from '../components/DocsLayout';
import Heading from '../components/Heading';
import Seo from '../components/Seo';
import { API_MODULES_PATH } from '../shared/api';
import * as styles from './api.module.css';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.ApiModulesPageQuery;
type Module = Data['allApiModule']['nodes'][number];

const SECTIONS = [
  { id: 'core', title: 'Core', test: (m: Module) => m.packageName === 'lexical' },
  { id: 'packages', title: 'Packages', test: (m: Module) => m.packageName !== 'lexical' && m.packageName !== '@lexical/react' },
  { id: 'lexicalreact', title: '@lexical/react', test: (m: Module) => m.packageName === '@lexical/react' },
];

export default function ApiModulesTemplate({ data }: PageProps<Data>) {
  const modules = data.allApiModule.nodes;
  const sections = SECTIONS.map((s) => ({ ...s, modules: modules.filter(s.test) })).filter((s) => s.modules.length > 0);
  return (
    <DocsLayout toc={sections.map((s) => ({ id: s.id, value: s.title, depth: 2 }))}>
      <h1 className={styles.title}>API modules</h1>
      <p className={styles.lead}>
        All {modules.length} modules of the reference. A module is one import path: a package, or for <code>@lexical/react</code> one of its
        entry points.
      </p>
      {sections.map((section) => (
        <section key={section.id}>
          <Heading as="h2" id={section.id}>
            {section.title}
          </Heading>
          <ul className={styles.moduleList}>
            {section.modules.map((m) => (
              <li key={m.name}>
                <SiteLink to={m.path}>{m.name}</SiteLink>
                <p>{m.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DocsLayout>
  );
}

export function Head({ pageContext }: HeadProps<Data, SeoContext>) {
  return (
    <Seo {...pageContext.seo} description="Every module of the Lexical API reference with a one-line summary." path={API_MODULES_PATH} />
  );
}

export const query = graphql`
  query ApiModulesPage {
    allApiModule(sort: { name: ASC }) {
      nodes {
        name
        path
        packageName
        summary
      }
    }
    docsSidebar(name: "api") {
      ...DocsShellSidebar
    }
  }
`;
