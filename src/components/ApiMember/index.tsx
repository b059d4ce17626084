import { graphql } from 'gatsby';
import React from 'react';
import ApiCode from '../ApiCode';
import ApiDeprecated from '../ApiDeprecated';
import ApiHtml from '../ApiHtml';
import ApiSignature from '../ApiSignature';
import ApiSource from '../ApiSource';
import Heading from '../Heading';
import * as styles from './styles.module.css';

export interface Props {
  member: Queries.ApiMemberFieldsFragment;
}

/** A constructor, property, accessor or method on a class or interface page; inherited members say where from. */
export default function ApiMember({ member: m }: Props) {
  const flags = [
    m.isStatic && 'static',
    m.isAbstract && 'abstract',
    m.isProtected && 'protected',
    m.isReadonly && 'readonly',
    m.isOptional && 'optional',
    m.deprecated && 'deprecated',
  ].filter((f): f is string => Boolean(f));
  return (
    <section className={styles.member}>
      <Heading as="h3" id={m.anchor} className={styles.name}>
        <code>{m.name}</code>
      </Heading>
      {(flags.length > 0 || m.inheritedFromHtml) && (
        <p className={styles.flags}>
          {flags.map((f) => (
            <span key={f} className={styles.flag}>
              {f}
            </span>
          ))}
          {m.inheritedFromHtml && (
            <span className={styles.inherited}>
              Inherited from <code dangerouslySetInnerHTML={{ __html: m.inheritedFromHtml }} />
            </span>
          )}
        </p>
      )}
      {m.deprecated?.typedHtml && <ApiDeprecated html={m.deprecated.typedHtml} />}
      {m.typeHtml && <ApiCode html={m.typeHtml} />}
      {m.signatures.map((signature, i) => (
        <ApiSignature key={i} signature={signature} />
      ))}
      <ApiHtml html={m.comment.typedHtml} />
      {m.overridesHtml && (
        <p className={styles.note}>
          Overrides <code dangerouslySetInnerHTML={{ __html: m.overridesHtml }} />
        </p>
      )}
      <ApiSource href={m.sourceUrl} />
    </section>
  );
}

/** @public The component's fragment: Gatsby finds it by itself and pages spread it into their queries. */
export const query = graphql`
  fragment ApiMemberFields on ApiMember {
    name
    kind
    anchor
    isStatic
    isOptional
    isReadonly
    isProtected
    isAbstract
    inheritedFromHtml
    overridesHtml
    typeHtml
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
