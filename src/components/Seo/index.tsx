/**
 * The <head> of every page, through Gatsby's Head API: title, description, canonical URL,
 * language alternates, and the Open Graph and Twitter card tags that link previews read.
 * Every URL is absolute (crawlers and sharing cards do not resolve relative ones), built from
 * the site url of the configuration. Unlisted, draft and error pages pass `noindex`. Each page
 * names its own social image, `/og/<route>.png`, which the build draws from the `og:title` and
 * `article:section` written here (src/node/publish/social); pages with a Markdown version link
 * it as `text/markdown`.
 */
import { withPrefix } from 'gatsby';
import React from 'react';
import { siteConfig } from '../../config/client';
import { absoluteUrl, markdownPath, sectionOfRoute, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImagePath } from '../../shared/seo';

export interface Props {
  title: string;
  description: string;
  /** The page's route, for the canonical link. */
  path: string;
  noindex?: boolean;
  /** The part of the site the page belongs to (a docs category, Blog, ...), drawn on its image. */
  section?: string | null;
  /** A site path of an image chosen for the page (a blog post's front matter `image`), used instead of its drawn card. */
  image?: string | null;
  /** Alternative text of that image. */
  imageAlt?: string;
  /** Whether the build writes the page as Markdown too (`<route>.md`), linked as an alternate. */
  hasMarkdown?: boolean;
  /** `article` for blog posts, `website` otherwise. */
  type?: 'website' | 'article';
  /** ISO date of a post's publication. */
  publishedTime?: string;
  children?: React.ReactNode;
}

export default function Seo({
  title,
  description,
  path,
  noindex,
  section,
  image,
  imageAlt,
  hasMarkdown,
  type = 'website',
  publishedTime,
  children,
}: Props) {
  const fullTitle = title === siteConfig.title ? title : `${title} | ${siteConfig.title}`;
  const url = absoluteUrl(siteConfig.url, path);
  const pageSection = section ?? sectionOfRoute(path);
  // Each page's own card, drawn by the build from the title and section below, unless the
  // page chose an image of its own (whose size the build does not know).
  const imageUrl = absoluteUrl(siteConfig.url, image ?? socialImagePath(path));
  const alt = image && imageAlt ? imageAlt : `${title}: ${pageSection}, ${siteConfig.title} ${siteConfig.siteVersion}`;
  return (
    <>
      <html lang={siteConfig.locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href={withPrefix(siteConfig.navbar.logo.src)} type="image/svg+xml" />
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
      {!image && <meta property="og:image:type" content="image/png" />}
      {!image && <meta property="og:image:width" content={String(SOCIAL_IMAGE_WIDTH)} />}
      {!image && <meta property="og:image:height" content={String(SOCIAL_IMAGE_HEIGHT)} />}
      <meta property="og:image:alt" content={alt} />
      <meta property="article:section" content={pageSection} />
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
