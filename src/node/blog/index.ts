/**
 * The blog: BlogPost, BlogAuthor and BlogTag nodes from content/blog (checked as they are
 * made), its pages, and after the build its RSS and Atom feeds.
 */
import type { Feature } from '../feature';
import { createBlogPages } from './create-blog-pages';
import { onCreateBlogNode } from './on-create-node';
import { blogResolvers } from './resolvers';
import { blogTypeDefs } from './type-defs';
import { writeFeeds } from './write-feeds';

export const blog: Feature = {
  typeDefs: blogTypeDefs,
  resolvers: blogResolvers,
  onCreateNode: onCreateBlogNode,
  createPages: createBlogPages,
  onPostBuild: async ({ graphql, publicDir, reporter }) => {
    const posts = await writeFeeds(graphql, publicDir);
    reporter.info(`Wrote the blog feeds (${posts} posts)`);
  },
};
