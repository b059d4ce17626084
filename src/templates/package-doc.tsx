/**
 * A package page: the package's README from node_modules, rendered at build time, with its
 * version, install command and links to its API modules. It sits in the docs sidebar's
 * Packages category, so breadcrumbs and previous/next come from that sidebar.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import ApiHtml from '../components/ApiHtml';
import Breadcrumbs from '../components/Breadcrumbs';
import CodeTips from '../components/CodeTips';
import CopyMarkdownButton from '../components/CopyMarkdownButton';
import DocPaginator from '../components/DocPaginator';
import DocsLayout from '../components/DocsLayout';
import Seo from '../components/Seo';
import { useCopyCodeButtons } from '../hooks/useCopyCodeButtons';
import { markdownPath } from '../shared/seo';
import * as styles from './api.module.css';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.PackageDocPageQuery;

export default function PackageDocTemplate({ data }: PageProps<Data>) {
  useCopyCodeButtons();
  const pkg = data.packageDoc;
  if (!pkg) return null;
  const modules = pkg.apiModules;
  return (
    <DocsLayout toc={pkg.headings.filter((h) => h.depth >= 2 && h.depth <= 3)}>
      <Breadcrumbs crumbs={data.navigation.breadcrumbs} current={pkg.packageName} />
      <h1 className={styles.title}>{pkg.packageName}</h1>
      <div className={styles.actions}>
        <CopyMarkdownButton href={markdownPath(pkg.path)} />
      </div>
      <p className={styles.meta}>
        Version {pkg.version}
        {modules.length === 1 && (
          <>
            {' · '}
            <SiteLink to={modules[0].path}>API reference</SiteLink>
          </>
        )}
      </p>
      <pre className={styles.importLine}>
        <code>{`npm install ${pkg.packageName}`}</code>
      </pre>
      <ApiHtml html={pkg.readme.typedHtml} />
      <CodeTips tips={pkg.codeTips} />
      {modules.length > 1 && (
        <>
          <p className={styles.meta}>API reference of its {modules.length} entry points:</p>
          <ul className={styles.list}>
            {modules.map((m) => (
              <li key={m.name}>
                <SiteLink to={m.path}>{m.name}</SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <DocPaginator previous={data.navigation.previous} next={data.navigation.next} />
    </DocsLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, SeoContext>) {
  const pkg = data.packageDoc;
  if (!pkg) return null;
  return (
    <Seo
      {...pageContext.seo}
      description={pkg.description || `The ${pkg.packageName} package of Lexical, version ${pkg.version}.`}
      path={pkg.path}
      hasMarkdown
    />
  );
}

export const query = graphql`
  query PackageDocPage($id: String!, $path: String!) {
    packageDoc(id: { eq: $id }) {
      packageName
      path
      version
      description
      readme {
        typedHtml
      }
      codeTips {
        ...CodeTipFields
      }
      headings {
        depth
        value
        id
      }
      apiModules {
        name
        path
      }
    }
    docsSidebar(name: "docs") {
      ...DocsShellSidebar
    }
    navigation: docsNavigation(sidebar: "docs", path: $path) {
      ...DocNavigationFields
    }
  }
`;
