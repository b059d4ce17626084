/**
 * The social cards' child process (docs/decisions/social-cards-in-child.md): once the pages exist
 * (onPostBootstrap), it draws the card of every page whose context carries its `seo` into the
 * cards' cache folder while webpack bundles the site. After the build, ./write.ts draws whatever
 * the child did not (a page whose Head shows other words, the pages of src/pages, a child that
 * failed). Only `gatsby build` draws cards.
 */
import { sectionOfRoute, type PageSeo } from '../../../shared/seo';
import { runInBackground, type BackgroundRun } from '../../background';
import type { CardText } from './card';
import { cardText, drawMissingCards, type CardSite } from './write';

/** A page as Gatsby's SitePage node lists it. */
export interface PageWithContext {
  path: string;
  /** Its page context (the schema calls it `pageContext`; the node itself, `context`). */
  context?: { seo?: PageSeo } | null;
}

/** The words of the card of each page that carries its `seo`. */
export function cardTextsOfPages(site: CardSite, pages: readonly PageWithContext[]): CardText[] {
  return pages.flatMap((page) => {
    const seo = page.context?.seo;
    return seo ? [cardText(site, { title: seo.title, section: seo.section ?? sectionOfRoute(page.path) })] : [];
  });
}

/**
 * The child process's work, called by its name in the child.
 * @public
 */
export async function drawCardsInChild(argument: { texts: CardText[]; cacheDir: string }): Promise<void> {
  await drawMissingCards(argument.texts, argument.cacheDir);
}

/** Starts the child, at a lower priority than the bundling it runs beside; null when no page carries its words. */
export function drawCardsInBackground(options: {
  site: CardSite;
  pages: readonly PageWithContext[];
  cacheDir: string;
}): BackgroundRun | null {
  const texts = cardTextsOfPages(options.site, options.pages);
  if (texts.length === 0) return null;
  return runInBackground({
    module: __filename,
    call: 'drawCardsInChild',
    argument: { texts, cacheDir: options.cacheDir },
    nice: 10,
  });
}
