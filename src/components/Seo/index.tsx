import React from 'react';
import { siteConfig } from '../../config/client';

export interface Props {
  title: string;
  description: string;
  /** The page's route, for the canonical link. */
  path: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/** The <head> of a page, rendered through Gatsby's Head API. */
export default function Seo({ title, description, path, noindex, children }: Props) {
  const fullTitle = title === siteConfig.title ? title : `${title} | ${siteConfig.title}`;
  return (
    <>
      <html lang={siteConfig.locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteConfig.url}${path}`} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {children}
    </>
  );
}
