/**
 * The front page of the API reference (/docs/api): what it covers and how to read it, then
 * the packages, each leading to its module page. The package list comes from the content
 * layer, so it follows the pinned packages.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import DocsLayout from '../components/DocsLayout';
import Heading from '../components/Heading';
import Seo from '../components/Seo';
import { API_MODULES_PATH, API_ROOT, modulePath } from '../shared/api';
import * as styles from './api.module.css';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.ApiReadmePageQuery;

const TOC = [
  { id: 'reading-an-entry', value: 'Reading an entry', depth: 2 },
  { id: 'packages', value: 'Packages', depth: 2 },
];

export default function ApiReadmeTemplate({ data }: PageProps<Data>) {
  const packages = data.allPackageDoc.nodes;
  const version = packages[0]?.version;
  const react = data.reactModules.nodes;
  return (
    <DocsLayout toc={TOC}>
      <h1 className={styles.title}>API Reference</h1>
      <p className={styles.lead}>
        The exports of <code>lexical</code> and every <code>@lexical/*</code> package{version ? ` at ${version}` : ''}, one page per module.
      </p>
      <p>
        Nothing here is written by hand: the build reads the type declarations that ship in each package and turns them into these pages, so
        the reference always matches the version the site documents. A module is one import path. Most packages have a single one;{' '}
        <code>@lexical/react</code> has {react.length}, one per component or hook, because each is imported from its own path. The{' '}
        <SiteLink to={API_MODULES_PATH}>table of contents</SiteLink> lists them all.
      </p>
      <Heading as="h2" id="reading-an-entry">
        Reading an entry
      </Heading>
      <p>
        A module page groups its exports by kind: classes, interfaces, type aliases, variables and functions. Each entry shows its full
        signature, with its type parameters, parameters and return type, then its doc comment and a link to the source file in the
        repository at the release tag. A type name in a signature that the reference documents is a link to its entry. Classes and
        interfaces have a page of their own listing their constructors, properties and methods, inherited ones marked, and where they sit in
        the hierarchy.
      </p>
      <Heading as="h2" id="packages">
        Packages
      </Heading>
      <ul className={styles.moduleList}>
        {packages.map((pkg) => (
          <li key={pkg.packageName}>
            <SiteLink to={pkg.packageName === '@lexical/react' ? `${API_MODULES_PATH}#lexicalreact` : modulePath(pkg.packageName)}>
              {pkg.packageName}
            </SiteLink>
            {pkg.description && <p>{pkg.description}</p>}
          </li>
        ))}
      </ul>
    </DocsLayout>
  );
}

export function Head({ pageContext }: HeadProps<Data, SeoContext>) {
  return (
    <Seo
      {...pageContext.seo}
      description="The API of lexical and every @lexical/* package, generated from the type declarations of the release."
      path={API_ROOT}
    />
  );
}

export const query = graphql`
  query ApiReadmePage {
    allPackageDoc(sort: { packageName: ASC }) {
      nodes {
        packageName
        version
        description
      }
    }
    reactModules: allApiModule(filter: { packageName: { eq: "@lexical/react" } }) {
      nodes {
        name
      }
    }
    docsSidebar(name: "api") {
      ...DocsShellSidebar
    }
  }
`;
