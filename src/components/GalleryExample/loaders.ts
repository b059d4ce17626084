/**
 * How each gallery example's code is loaded: one dynamic import per example, so each is a chunk
 * of its own that the page fetches only when the card is opened. The Record type makes the
 * type checker insist on a loader for every id of content/gallery/examples.ts.
 */
import type React from 'react';
import type { GalleryExampleId } from '../../../content/gallery/examples';

type ExampleModule = { default: React.ComponentType };

export const galleryLoaders: Record<GalleryExampleId, () => Promise<ExampleModule>> = {
  emoji: () => import(/* webpackChunkName: "gallery-emoji" */ '../../gallery/emoji'),
  collaboration: () => import(/* webpackChunkName: "gallery-collaboration" */ '../../gallery/collaboration'),
  tables: () => import(/* webpackChunkName: "gallery-tables" */ '../../gallery/tables'),
  'plain-text': () => import(/* webpackChunkName: "gallery-plain-text" */ '../../gallery/plain-text'),
  'rich-text': () => import(/* webpackChunkName: "gallery-rich-text" */ '../../gallery/rich-text'),
  'markdown-shortcuts': () => import(/* webpackChunkName: "gallery-markdown-shortcuts" */ '../../gallery/markdown-shortcuts'),
  'character-limit': () => import(/* webpackChunkName: "gallery-character-limit" */ '../../gallery/character-limit'),
  hashtags: () => import(/* webpackChunkName: "gallery-hashtags" */ '../../gallery/hashtags'),
  lists: () => import(/* webpackChunkName: "gallery-lists" */ '../../gallery/lists'),
  'editor-state': () => import(/* webpackChunkName: "gallery-editor-state" */ '../../gallery/editor-state'),
};
