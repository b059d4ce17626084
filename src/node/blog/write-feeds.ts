/** Writes public/blog/rss.xml and public/blog/atom.xml from the listed posts. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSiteConfig } from '../../config';
import { BLOG_ATOM_PATH, BLOG_RSS_PATH } from '../../shared/blog';
import { buildAtom, buildRss, type FeedPost } from './feeds';

type Graphql = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

export async function writeFeeds(graphql: Graphql, publicDir: string): Promise<number> {
  const result = await graphql<{ allBlogPost: { nodes: FeedPost[] } }>(`
    query BlogFeeds {
      allBlogPost(filter: { unlisted: { eq: false } }, sort: { date: DESC }) {
        nodes { title path date description authors { name url } tags { label } }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not read the blog posts for the feeds: ${JSON.stringify(result.errors)}`);
  const config = loadSiteConfig();
  const site = { url: config.url, copyright: config.footer.copyright };
  const posts = result.data.allBlogPost.nodes;
  await fs.mkdir(path.join(publicDir, path.dirname(BLOG_RSS_PATH)), { recursive: true });
  await fs.writeFile(path.join(publicDir, BLOG_RSS_PATH), buildRss(site, posts));
  await fs.writeFile(path.join(publicDir, BLOG_ATOM_PATH), buildAtom(site, posts));
  return posts.length;
}
