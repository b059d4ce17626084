/**
 * The API reference and the package pages: their nodes and types come from the
 * gatsby-source-lexical-api plugin; the site makes their pages (and, in ../code-types, adds
 * its typed samples' fields to them). In a develop that runs TypeDoc the pages are made once
 * its nodes exist.
 */
import type { Feature } from '../feature';
import { createApiPagesWhenSourced, holdReferenceRequests } from './reference-pages';

export const api: Feature = {
  createPagesStatefully: createApiPagesWhenSourced,
  onCreateDevServer: holdReferenceRequests,
};
