/**
 * A module page of the API reference: one entry point of a pinned package, every export
 * grouped by kind. The headings (and so the table of contents and every anchor other pages
 * link to) were worked out by the build; this only renders them.
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import ApiEntry from '../components/ApiEntry';
import ApiHtml from '../components/ApiHtml';
import CodeTips from '../components/CodeTips';
import DocsLayout from '../components/DocsLayout';
import Heading from '../components/Heading';
import Seo from '../components/Seo';
import StaticMarkup from '../components/StaticMarkup';
import { useCopyCodeButtons } from '../hooks/useCopyCodeButtons';
import { packagePath } from '../shared/api';
import { mergeCodeTips } from '../shared/code-tips';
import * as styles from './api.module.css';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.ApiModulePageQuery;

export default function ApiModuleTemplate({ data }: PageProps<Data>) {
  useCopyCodeButtons();
  const mod = data.apiModule;
  if (!mod) return null;
  return (
    <DocsLayout toc={mod.headings} staticTocId={`api-toc:${mod.path}`}>
      <p className={styles.eyebrow}>Module</p>
      <h1 className={styles.title}>{mod.name}</h1>
      <p className={styles.lead}>{mod.summary}</p>
      <StaticMarkup id={`api-body:${mod.path}`}>
        <ApiHtml html={mod.comment.typedHtml} />
        <pre className={styles.importLine}>
          <code>{`import {...} from '${mod.name}';`}</code>
        </pre>
        <p className={styles.meta}>
          Package{' '}
          <SiteLink to={packagePath(mod.packageName)} prefetch={false}>
            {mod.packageName}
          </SiteLink>{' '}
          {mod.version}, declared in <code>{mod.entryFile}</code>.
        </p>
        {mod.groups.length === 0 && <p>This entry point exports nothing.</p>}
        {mod.groups.map((group) => (
          <section key={group.kind}>
            <Heading as="h2" id={group.anchor}>
              {group.title}
            </Heading>
            {group.declarations.map((declaration) => (
              <ApiEntry key={declaration.key} declaration={declaration} />
            ))}
          </section>
        ))}
      </StaticMarkup>
      <CodeTips tips={mergeCodeTips(mod.codeTips, ...mod.groups.flatMap((g) => g.declarations.map((d) => d.codeTips)))} />
    </DocsLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, SeoContext>) {
  const mod = data.apiModule;
  if (!mod) return null;
  return (
    <Seo {...pageContext.seo} description={`API reference of ${mod.name} ${mod.version}: ${mod.summary}`} path={mod.path} hasMarkdown />
  );
}

export const query = graphql`
  query ApiModulePage($id: String!) {
    apiModule(id: { eq: $id }) {
      name
      path
      packageName
      version
      entryFile
      summary
      comment {
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
      groups {
        kind
        title
        anchor
        declarations {
          ...ApiEntryFields
        }
      }
    }
    docsSidebar(name: "api") {
      ...DocsShellSidebar
    }
  }
`;
