/**
 * What every server-rendered page carries in <head> before any bundle: the script that paints
 * the right colour mode (and hides a dismissed announcement) before first paint, the hint that
 * holds the first paint until the page is parsed, and the code
 * themes' CSS; on the home page, the check of the configured base URL; on a redirect page,
 * the meta refresh for browsers without JavaScript.
 */
import type { RenderBodyArgs } from 'gatsby';
import React from 'react';
import { FOOTER_ID } from '../components/Footer/id';
import { siteConfig } from '../config/client';
import { baseUrlBannerScript } from './base-url-banner';
import { headScript } from './head-script';
import { siteRedirects } from '../shared/redirects';
import { prismCss } from './prism-css';

export function onRenderBody({ pathname, setHeadComponents, setHtmlAttributes }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: siteConfig.locale, 'data-theme': siteConfig.colorMode.defaultMode } as never);
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: headScript() }} />,
    // No paint of a half-parsed page: under a slow CPU Chromium paints the HTML while it still
    // streams in, and the cards, buttons and footer parsed later then move what was painted
    // (layout shifts). The page is whole once the footer, its last element, is parsed. Not in
    // develop, whose HTML is an empty shell the browser renders into.
    ...(process.env.NODE_ENV === 'production'
      ? [<link key="render-whole" rel="expect" href={`#${FOOTER_ID}`} {...{ blocking: 'render' }} />]
      : []),
    <style key="prism-themes" dangerouslySetInnerHTML={{ __html: prismCss() }} />,
    ...(pathname === '/' ? [<script key="base-url" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />] : []),
    // Redirect pages: browsers without JavaScript follow this; with JavaScript the page decides.
    ...siteRedirects
      .filter((redirect) => redirect.fromPath === pathname)
      .map((redirect) => (
        <noscript key="redirect" dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="0; url=${redirect.toPath}">` }} />
      )),
  ]);
}
