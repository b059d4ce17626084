/**
 * The inline script that runs in <head> before the page paints: it sets the colour mode,
 * hides a dismissed announcement bar, collapses a docs sidebar the reader hid and marks
 * embedded pages, so none of them flashes or shifts the layout.
 * It reads the same storage slots and query parameters as the React side (src/shared/).
 *
 * It also tidies an address such as `/docs/intro.html` or `/docs/intro/index.html` to
 * `/docs/intro`. That must happen here, before Gatsby's bundles run: the router reads the
 * address once when its module loads, and a page opened under an alias it has no page data
 * for renders nothing.
 */
import { siteConfig } from '../config/client';
import { startingChoice } from '../shared/color-mode';
import { HTML_SUFFIX, INDEX_HTML_SUFFIX } from '../shared/paths';
import { EMBED_PARAMS, SIDEBAR_HIDDEN_ATTRIBUTE, STORAGE_KEYS } from '../shared/storage';

export function headScript(): string {
  const config = {
    themeKey: STORAGE_KEYS.theme,
    dismissKey: STORAGE_KEYS.announcementDismissed,
    sidebarKey: STORAGE_KEYS.sidebarHidden,
    sidebarAttribute: SIDEBAR_HIDDEN_ATTRIBUTE,
    announcementId: siteConfig.announcementBar?.id ?? null,
    startingChoice: startingChoice(siteConfig.colorMode.defaultMode, siteConfig.colorMode.respectPrefersColorScheme),
    respectSystem: siteConfig.colorMode.respectPrefersColorScheme,
    forceParam: EMBED_PARAMS.theme,
    hideParam: EMBED_PARAMS.hideNavigation,
    indexSuffix: INDEX_HTML_SUFFIX.source,
    htmlSuffix: HTML_SUFFIX.source,
  };
  return `(function(c){var d=document.documentElement,q=new URLSearchParams(location.search),s=null;
var p=location.pathname,t=p.replace(new RegExp(c.indexSuffix),'').replace(new RegExp(c.htmlSuffix),'')||'/';
if(t!==p)history.replaceState(history.state,'',t+location.search+location.hash);
try{s=localStorage}catch(e){}
function get(k){try{return s&&s.getItem(k)}catch(e){return null}}
var f=q.get(c.forceParam),choice=get(c.themeKey);
if(choice!=='light'&&choice!=='dark'&&!(choice==='system'&&c.respectSystem))choice=c.startingChoice;
var mode=choice==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):choice;
if(f==='light'||f==='dark'){mode=f;choice=f}
d.setAttribute('data-theme',mode);d.setAttribute('data-theme-choice',choice);
if(get(c.sidebarKey)==='true')d.setAttribute(c.sidebarAttribute,'true');
if(c.announcementId&&get(c.dismissKey)===c.announcementId)d.setAttribute('data-announcement-dismissed','true');
if(q.has(c.hideParam)&&q.get(c.hideParam)!=='false')d.setAttribute('data-embedded','true');
})(${JSON.stringify(config)});`;
}
