/**
 * The blog templates import their components from here, in this one order, so every page's
 * CSS chunk lists the components' styles in the same order (mini-css-extract-plugin warns,
 * and cascade order could differ between pages, when two templates import them differently).
 */
export { default as BlogLayout } from '../components/BlogLayout';
export { default as BlogAuthor } from '../components/BlogAuthor';
export { default as BlogTags } from '../components/BlogTags';
export { default as BlogPostHeader } from '../components/BlogPostHeader';
export { default as BlogPostCard } from '../components/BlogPostCard';
export { default as BlogPager, listPager } from '../components/Pager';
export { default as Seo } from '../components/Seo';
