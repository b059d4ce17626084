/**
 * The inline script that runs in <head> before the page paints: it sets the colour mode,
 * hides a dismissed announcement bar and marks embedded pages, so none of them flashes.
 * It reads the same storage slots and query parameters as the React side (src/shared/).
 */
import { siteConfig } from '../config/client';
import { EMBED_PARAMS, STORAGE_KEYS } from '../shared/storage';

export function headScript(): string {
  const config = {
    themeKey: STORAGE_KEYS.theme,
    dismissKey: STORAGE_KEYS.announcementDismissed,
    announcementId: siteConfig.announcementBar?.id ?? null,
    defaultMode: siteConfig.colorMode.defaultMode,
    respectSystem: siteConfig.colorMode.respectPrefersColorScheme,
    forceParam: EMBED_PARAMS.theme,
    hideParam: EMBED_PARAMS.hideNavigation,
  };
  return `(function(c){var d=document.documentElement,q=new URLSearchParams(location.search),s=null;
try{s=localStorage}catch(e){}
function get(k){try{return s&&s.getItem(k)}catch(e){return null}}
var f=q.get(c.forceParam),choice=get(c.themeKey);
if(choice!=='light'&&choice!=='dark'&&!(choice==='system'&&c.respectSystem))choice=c.defaultMode;
var mode=choice==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):choice;
if(f==='light'||f==='dark'){mode=f;choice=f}
d.setAttribute('data-theme',mode);d.setAttribute('data-theme-choice',choice);
if(c.announcementId&&get(c.dismissKey)===c.announcementId)d.setAttribute('data-announcement-dismissed','true');
if(q.has(c.hideParam)&&q.get(c.hideParam)!=='false')d.setAttribute('data-embedded','true');
})(${JSON.stringify(config)});`;
}
