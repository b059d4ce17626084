import { graphql } from 'gatsby';
import React from 'react';
import ApiCode from '../ApiCode';
import ApiDeprecated from '../ApiDeprecated';
import ApiHtml from '../ApiHtml';
import * as styles from './styles.module.css';

type Parameter = Queries.ApiSignatureFieldsFragment['parameters'][number];

export interface Props {
  signature: Queries.ApiSignatureFieldsFragment;
}

function ParameterList({ label, items, typeWord }: { label: string; items: readonly Parameter[]; typeWord: string }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.section}>
      <p className={styles.label}>{label}</p>
      <ul className={styles.params}>
        {items.map((p) => (
          <li key={p.name}>
            <code>
              {p.rest ? '...' : ''}
              {p.name}
              {p.optional ? '?' : ''}
            </code>
            {p.typeHtml && (
              <>
                {typeWord} <code dangerouslySetInnerHTML={{ __html: p.typeHtml }} />
              </>
            )}
            {p.defaultValue && (
              <>
                {' '}
                = <code dangerouslySetInnerHTML={{ __html: p.defaultValue }} />
              </>
            )}
            <ApiHtml html={p.comment.typedHtml} className={styles.paramComment} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One call signature: the signature line, its comment, type parameters, parameters and return type. */
export default function ApiSignature({ signature }: Props) {
  return (
    <div className={styles.signature}>
      <ApiCode html={signature.html} />
      {signature.deprecated && <ApiDeprecated html={signature.deprecated.typedHtml} labelled />}
      <ApiHtml html={signature.comment.typedHtml} />
      <ParameterList label="Type parameters" items={signature.typeParameters} typeWord=" extends" />
      <ParameterList label="Parameters" items={signature.parameters} typeWord=":" />
      {signature.returnsHtml && (
        <div className={styles.section}>
          <p className={styles.label}>Returns</p>
          <p>
            <code dangerouslySetInnerHTML={{ __html: signature.returnsHtml }} />
          </p>
          <ApiHtml html={signature.returnsComment.typedHtml} />
        </div>
      )}
    </div>
  );
}

/** @public The component's fragment: Gatsby finds it by itself and pages spread it into their queries. */
export const query = graphql`
  fragment ApiParameterFields on ApiParameter {
    name
    typeHtml
    optional
    rest
    defaultValue
    comment {
      typedHtml
    }
  }
  fragment ApiSignatureFields on ApiSignature {
    html
    comment {
      typedHtml
    }
    deprecated {
      typedHtml
    }
    returnsHtml
    returnsComment {
      typedHtml
    }
    typeParameters {
      ...ApiParameterFields
    }
    parameters {
      ...ApiParameterFields
    }
  }
`;
