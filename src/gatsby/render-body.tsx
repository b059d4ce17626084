/**
 * What every server-rendered page carries in <head> before any bundle: the script that paints
 * the right colour mode (and hides a dismissed announcement) before first paint, and the code
 * themes' CSS; on the home page, the check of the configured base URL.
 */
import type { RenderBodyArgs } from 'gatsby';
import React from 'react';
import { siteConfig } from '../config/client';
import { baseUrlBannerScript } from './base-url-banner';
import { headScript } from './head-script';
import { prismCss } from './prism-css';

export function onRenderBody({ pathname, setHeadComponents, setHtmlAttributes }: RenderBodyArgs): void {
  setHtmlAttributes({ lang: siteConfig.locale, 'data-theme': siteConfig.colorMode.defaultMode } as never);
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: headScript() }} />,
    <style key="prism-themes" dangerouslySetInnerHTML={{ __html: prismCss() }} />,
    ...(pathname === '/' ? [<script key="base-url" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />] : []),
  ]);
}
