/**
 * A Lexical identifier in a typed code sample of a guide: a link to its API entry that names
 * its quick-info tooltip (rendered once per page by <CodeTips>, which also shows it on hover,
 * keyboard focus and tap: see useCodeTooltips).
 */
import { withPrefix } from 'gatsby';
import React from 'react';
import { useCodeTips } from '../../contexts/CodeTips';
import { CODE_REF_CLASS, codeTipId } from '../../shared/code-tips';

export interface Props {
  /** The key of the page's quick-info entry (see src/node/code-types). */
  tip: string;
  children?: React.ReactNode;
}

export default function CodeRef({ tip, children }: Props) {
  const entry = useCodeTips().find((candidate) => candidate.key === tip);
  // An identifier the reference has no entry for stays plain code (the build counts it unlinked).
  if (!entry?.href) return <>{children}</>;
  return (
    <a href={withPrefix(entry.href)} className={CODE_REF_CLASS} aria-describedby={codeTipId(tip)}>
      {children}
    </a>
  );
}
