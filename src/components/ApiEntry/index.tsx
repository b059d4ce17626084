import { graphql } from 'gatsby';
import React from 'react';
import ApiCode from '../ApiCode';
import ApiDeprecated from '../ApiDeprecated';
import ApiHtml from '../ApiHtml';
import ApiSignature from '../ApiSignature';
import ApiSource from '../ApiSource';
import Heading from '../Heading';
import * as styles from './styles.module.css';
import SiteLink from '../SiteLink';

export interface Props {
  declaration: Queries.ApiEntryFieldsFragment;
}

const KIND_LABELS: Record<string, string> = {
  class: 'Class',
  interface: 'Interface',
  typeAlias: 'Type alias',
  variable: 'Variable',
  function: 'Function',
  enum: 'Enumeration',
  namespace: 'Namespace',
  reference: 'Re-export',
};

/**
 * One export on a module page: its heading (the anchor other pages link to), declaration
 * line or signatures, doc comment and source link. Classes and interfaces show their
 * declaration and summary here and link to their own page for the members.
 */
export default function ApiEntry({ declaration: d }: Props) {
  return (
    <section className={styles.entry}>
      <Heading as="h3" id={d.anchor} className={styles.name}>
        <code>{d.name}</code>
      </Heading>
      <p className={styles.meta}>
        <span className={styles.kind}>{KIND_LABELS[d.kind] ?? d.kind}</span>
        {d.deprecated && <span className={styles.badge}>Deprecated</span>}
      </p>
      {d.deprecated?.typedHtml && <ApiDeprecated html={d.deprecated.typedHtml} />}
      {d.declarationHtml && <ApiCode html={d.declarationHtml} />}
      {d.signatures.map((signature, i) => (
        <ApiSignature key={i} signature={signature} />
      ))}
      {d.hasPage ? (
        <>
          {d.summary && <p>{d.summary}</p>}
          <p>
            <SiteLink to={d.path} prefetch={false}>
              Members of <code>{d.name}</code>
            </SiteLink>
          </p>
        </>
      ) : (
        <ApiHtml html={d.comment.typedHtml} />
      )}
      <ApiSource href={d.sourceUrl} />
    </section>
  );
}

/** @public The component's fragment: Gatsby finds it by itself and pages spread it into their queries. */
export const query = graphql`
  fragment ApiEntryFields on ApiDeclaration {
    key
    name
    kind
    anchor
    path
    hasPage
    summary
    declarationHtml
    comment {
      typedHtml
    }
    deprecated {
      typedHtml
    }
    sourceUrl
    signatures {
      ...ApiSignatureFields
    }
    codeTips {
      ...CodeTipFields
    }
  }
`;
