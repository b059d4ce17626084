/**
 * On the home path, a banner when the configured base URL looks wrong, i.e. the home page is
 * served under another path: a misconfigured deploy says so instead of showing a broken page.
 * It is an inline script, not React, because with a wrong base URL the site's scripts are the
 * first thing that fails to load.
 *
 * The script acts only when the document is the built home page (`window.pagePath`, which
 * Gatsby writes into every built page, is "/"). `gatsby develop` serves one shell for every
 * route and always at the root, so there the check has nothing to say and stays silent.
 */
import { siteConfig } from '../config/client';

const BASE_URL_BANNER_ID = 'base-url-issue-banner';

export function baseUrlBannerScript(): string {
  const base = siteConfig.baseUrl;
  return `document.addEventListener('DOMContentLoaded',function(){if(window.pagePath!=='/')return;var b=${JSON.stringify(base)},p=location.pathname.replace(/index\\.html$/,'');if(p.slice(-1)!=='/')p+='/';if(p===b)return;var d=document.createElement('div');d.id=${JSON.stringify(BASE_URL_BANNER_ID)};d.setAttribute('role','alert');d.style.cssText='padding:12px 16px;background:#fff3cd;color:#3d2c00;border-bottom:1px solid #e0c25c;font:15px/1.5 system-ui,sans-serif';d.textContent='The base URL of this site seems wrong: it is configured as "'+b+'", but this home page is served at "'+p+'". Set baseUrl to "'+p+'" in src/config/site.ts and rebuild.';document.body.insertBefore(d,document.body.firstChild)});`;
}
