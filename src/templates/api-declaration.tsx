/**
 * The page of a class or interface: declaration, doc comment, hierarchy, then constructors,
 * properties, accessors and methods (inherited ones marked). Headings and anchors come from
 * the build in the order rendered here (Hierarchy first, then the member groups).
 */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import ApiCode from '../components/ApiCode';
import ApiDeprecated from '../components/ApiDeprecated';
import ApiHtml from '../components/ApiHtml';
import ApiMember from '../components/ApiMember';
import CodeTips from '../components/CodeTips';
import DocsLayout from '../components/DocsLayout';
import Heading from '../components/Heading';
import Seo from '../components/Seo';
import StaticMarkup from '../components/StaticMarkup';
import { useCopyCodeButtons } from '../hooks/useCopyCodeButtons';
import { MEMBER_GROUPS } from '../shared/api';
import { mergeCodeTips } from '../shared/code-tips';
import * as styles from './api.module.css';
import SiteLink from '../components/SiteLink';
import type { SeoContext } from '../shared/seo';

type Data = Queries.ApiDeclarationPageQuery;
type Declaration = NonNullable<Data['apiDeclaration']>;

function TypeList({ label, html, links }: { label: string; html?: readonly string[]; links?: Declaration['extendedBy'] }) {
  if (!html?.length && !links?.length) return null;
  return (
    <>
      <p className={styles.meta}>{label}</p>
      <ul className={styles.list}>
        {html?.map((item) => (
          <li key={item}>
            <code dangerouslySetInnerHTML={{ __html: item }} />
          </li>
        ))}
        {links?.map((item) => (
          <li key={item.name}>
            <code>
              {item.href ? (
                <SiteLink to={item.href} prefetch={false}>
                  {item.name}
                </SiteLink>
              ) : (
                item.name
              )}
            </code>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function ApiDeclarationTemplate({ data }: PageProps<Data>) {
  useCopyCodeButtons();
  const d = data.apiDeclaration;
  if (!d) return null;
  const groupHeading = (title: string) => d.headings.find((h) => h.depth === 2 && h.value === title);
  const hierarchy = groupHeading('Hierarchy');
  const kindLabel = d.kind === 'class' ? 'Class' : 'Interface';
  return (
    <DocsLayout toc={d.headings} staticTocId={`api-toc:${d.path}`}>
      <p className={styles.eyebrow}>{kindLabel}</p>
      <h1 className={styles.title}>{d.name}</h1>
      <p className={styles.meta}>
        Exported by <SiteLink to={d.module.path}>{d.moduleName}</SiteLink>
        {d.sourceUrl && (
          <>
            {' · '}
            <a href={d.sourceUrl} rel="noopener noreferrer">
              Source
            </a>
          </>
        )}
      </p>
      <StaticMarkup id={`api-body:${d.path}`}>
        {d.deprecated && <ApiDeprecated html={d.deprecated.typedHtml} labelled />}
        {d.declarationHtml && <ApiCode html={d.declarationHtml} />}
        <ApiHtml html={d.comment.typedHtml} />
        {hierarchy && (
          <section>
            <Heading as="h2" id={hierarchy.id}>
              Hierarchy
            </Heading>
            <TypeList label="Extends" html={d.extendsHtml} />
            <TypeList label="Implements" html={d.implementsHtml} />
            <TypeList label="Extended by" links={d.extendedBy} />
            <TypeList label="Implemented by" links={d.implementedBy} />
          </section>
        )}
        {MEMBER_GROUPS.map((group) => {
          const heading = groupHeading(group.title);
          const members = d.members.filter((m) => m.kind === group.kind);
          if (!heading || members.length === 0) return null;
          return (
            <section key={group.kind}>
              <Heading as="h2" id={heading.id}>
                {group.title}
              </Heading>
              {members.map((member) => (
                <ApiMember key={member.anchor} member={member} />
              ))}
            </section>
          );
        })}
      </StaticMarkup>
      <CodeTips tips={mergeCodeTips(d.codeTips, ...d.members.map((m) => m.codeTips))} />
    </DocsLayout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, SeoContext>) {
  const d = data.apiDeclaration;
  if (!d) return null;
  const kind = d.kind === 'class' ? 'class' : 'interface';
  return (
    <Seo
      {...pageContext.seo}
      description={d.summary || `The ${kind} ${d.name} of ${d.moduleName}: its members and hierarchy.`}
      path={d.path}
    />
  );
}

export const query = graphql`
  query ApiDeclarationPage($id: String!) {
    apiDeclaration(id: { eq: $id }) {
      name
      kind
      path
      moduleName
      module {
        path
      }
      summary
      declarationHtml
      comment {
        typedHtml
      }
      deprecated {
        typedHtml
      }
      sourceUrl
      extendsHtml
      implementsHtml
      extendedBy {
        name
        href
      }
      implementedBy {
        name
        href
      }
      headings {
        depth
        value
        id
      }
      members {
        ...ApiMemberFields
      }
      codeTips {
        ...CodeTipFields
      }
    }
    docsSidebar(name: "api") {
      ...DocsShellSidebar
    }
  }
`;
