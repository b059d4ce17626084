/**
 * Blog fields that depend on more than one node: a post's neighbours in time, the posts of an
 * author or a tag. "Listed" posts are the ones readers find in lists and feeds (drafts are not
 * even nodes in a production build; unlisted posts are built but kept out of lists).
 */
import { blogAuthorAnchor, blogTagPath, BLOG_PATH } from '../../shared/blog';
import type { Heading } from '../mdx/headings';
import type { NodeModelLike } from '../node-model';
import { TOC_MAX_DEPTH, TOC_MIN_DEPTH } from '../docs/resolvers';
import { BLOG_POST_TYPE } from './type-defs';

interface PostNode {
  id: string;
  date: string;
  unlisted: boolean;
  authorKeys: string[];
  tagKeys: string[];
  headings: Heading[];
}

interface ResolverContext {
  nodeModel: NodeModelLike;
}

/** Newest first; posts of the same day by path, so the order is stable. */
function sortPosts<T extends { date: string; id: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

async function listedPosts(context: ResolverContext): Promise<PostNode[]> {
  const { entries } = await context.nodeModel.findAll({ type: BLOG_POST_TYPE });
  return sortPosts((Array.from(entries) as PostNode[]).filter((post) => !post.unlisted));
}

async function neighbour(post: PostNode, context: ResolverContext, step: -1 | 1): Promise<PostNode | null> {
  const posts = await listedPosts(context);
  const at = posts.findIndex((p) => p.id === post.id);
  return at < 0 ? null : (posts[at + step] ?? null);
}

/** The listed posts of an author or a tag. */
async function postsNaming(keys: 'authorKeys' | 'tagKeys', key: string, context: ResolverContext): Promise<PostNode[]> {
  return (await listedPosts(context)).filter((post) => post[keys].includes(key));
}

export const blogResolvers = {
  BlogPost: {
    toc: {
      resolve: (post: PostNode): Heading[] => post.headings.filter((h) => h.depth >= TOC_MIN_DEPTH && h.depth <= TOC_MAX_DEPTH),
    },
    newer: { resolve: (post: PostNode, _a: unknown, context: ResolverContext) => neighbour(post, context, -1) },
    older: { resolve: (post: PostNode, _a: unknown, context: ResolverContext) => neighbour(post, context, 1) },
  },
  BlogAuthor: {
    path: { resolve: (author: { key: string }) => `${BLOG_PATH}/authors#${blogAuthorAnchor(author.key)}` },
    posts: { resolve: (author: { key: string }, _a: unknown, context: ResolverContext) => postsNaming('authorKeys', author.key, context) },
  },
  BlogTag: {
    path: { resolve: (tag: { key: string }) => blogTagPath(tag.key) },
    posts: { resolve: (tag: { key: string }, _a: unknown, context: ResolverContext) => postsNaming('tagKeys', tag.key, context) },
    count: {
      resolve: async (tag: { key: string }, _a: unknown, context: ResolverContext) =>
        (await postsNaming('tagKeys', tag.key, context)).length,
    },
  },
};
