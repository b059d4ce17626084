/**
 * The <head> of every page, through Gatsby's Head API: title, description, canonical URL,
 * language alternates, and the Open Graph and Twitter card tags that link previews read.
 * Every URL is absolute (crawlers and sharing cards do not resolve relative ones), built from
 * the site url of the configuration. Unlisted, draft and error pages pass `noindex`. Pages
 * with a Markdown version link it as `text/markdown`.
 */
import React from 'react';
import { siteConfig } from '../../config/client';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE, markdownPath, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../shared/seo';

export interface Props {
  title: string;
  description: string;
  /** The page's route, for the canonical link. */
  path: string;
  noindex?: boolean;
  /** A site path or absolute URL of the sharing image; the site's card when omitted. */
  image?: string | null;
  /** Alternative text of the sharing image. */
  imageAlt?: string;
  /** Whether the build writes the page as Markdown too (`<route>.md`), linked as an alternate. */
  hasMarkdown?: boolean;
  /** `article` for blog posts, `website` otherwise. */
  type?: 'website' | 'article';
  /** ISO date of a post's publication. */
  publishedTime?: string;
  children?: React.ReactNode;
}

export default function Seo({ title, description, path, noindex, image, imageAlt, hasMarkdown, type = 'website', publishedTime, children }: Props) {
  const fullTitle = title === siteConfig.title ? title : `${title} | ${siteConfig.title}`;
  const url = absoluteUrl(siteConfig.url, path);
  const imageUrl = absoluteUrl(siteConfig.url, image ?? DEFAULT_SOCIAL_IMAGE);
  const alt = imageAlt ?? `${siteConfig.title}: ${siteConfig.tagline}`;
  return (
    <>
      <html lang={siteConfig.locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href={siteConfig.navbar.logo.src} type="image/svg+xml" />
      <link rel="canonical" href={url} />
      <link rel="alternate" hrefLang={siteConfig.locale} href={url} />
      <link rel="alternate" hrefLang="x-default" href={url} />
      {hasMarkdown && <link rel="alternate" type="text/markdown" href={absoluteUrl(siteConfig.url, markdownPath(path))} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      {!image && <meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />}
      {!image && <meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />}
      <meta property="og:image:alt" content={alt} />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
      {children}
    </>
  );
}
