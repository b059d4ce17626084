/**
 * A page of the guide docs. The body is the doc's compiled MDX (the file its context names,
 * src/mdx/compiled-bodies.ts); everything around it comes from this page query, which the build
 * has already worked out: breadcrumbs, previous/next, table of contents and the quick info
 * of the typed samples' Lexical identifiers (data of the page, not code of its bundle). The sidebar
 * (`docsSidebar`) is rendered by the page wrapper (src/gatsby/wrap-page-element.tsx).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import Breadcrumbs from '../components/Breadcrumbs';
import CodeTips from '../components/CodeTips';
import ContentErrors from '../components/ContentErrors';
import CopyMarkdownButton from '../components/CopyMarkdownButton';
import DocBanner from '../components/DocBanner';
import DocPaginator from '../components/DocPaginator';
import DocsLayout from '../components/DocsLayout';
import MdxBody from '../components/MdxBody';
import Seo from '../components/Seo';
import { CodeTipsProvider } from '../contexts/CodeTips';
import { mdxComponents } from '../mdx/body-components';
import { markdownPath, type SeoContext } from '../shared/seo';
import * as styles from './doc.module.css';

type Data = Queries.DocPageQuery;
/** In `gatsby develop` only: the broken links of this page (a production build fails on them). */
export type Context = SeoContext & { body: string; linkErrors?: string[] };

export default function DocTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const doc = data.doc;
  if (!doc) return null;
  const contentErrors = doc.contentErrors.concat(doc.sidebarErrors, pageContext?.linkErrors ?? []);
  return (
    <DocsLayout toc={doc.toc}>
      {doc.unlisted && <DocBanner kind="unlisted" />}
      {doc.draft && <DocBanner kind="draft" />}
      {contentErrors.length > 0 && <ContentErrors errors={contentErrors} />}
      <Breadcrumbs crumbs={doc.navigation.breadcrumbs} current={doc.sidebarLabel ?? doc.title} />
      <h1 className={styles.title}>{doc.title}</h1>
      <div className={styles.actions}>
        <CopyMarkdownButton href={markdownPath(doc.path)} />
      </div>
      <CodeTipsProvider value={doc.codeTips}>
        <MdxBody path={doc.path} file={pageContext.body} className={styles.markdown} components={mdxComponents} />
        <CodeTips tips={doc.codeTips} />
      </CodeTipsProvider>
      <p className={styles.edit}>
        <a href={doc.editUrl} rel="noopener noreferrer">
          Edit this page
        </a>
      </p>
      <DocPaginator previous={doc.navigation.previous} next={doc.navigation.next} />
    </DocsLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const doc = data.doc;
  if (!doc) return null;
  return <Seo {...pageContext.seo} description={doc.description} path={doc.path} noindex={doc.unlisted || doc.draft} hasMarkdown />;
}

export const query = graphql`
  query DocPage($id: String!, $sidebar: String) {
    docsSidebar(name: $sidebar) {
      ...DocsShellSidebar
    }
    doc(id: { eq: $id }) {
      docId
      path
      title
      description
      sidebarLabel
      unlisted
      draft
      contentErrors
      sidebarErrors
      editUrl
      codeTips {
        ...CodeTipFields
      }
      toc {
        id
        value
        depth
      }
      navigation {
        ...DocNavigationFields
      }
    }
  }
`;
