/**
 * The API reference and the package pages: their nodes and types come from the
 * gatsby-source-lexical-api plugin; the site makes their pages (and, in ../code-types, adds
 * its typed samples' fields to them).
 */
import type { Feature } from '../feature';
import { createApiPages } from './create-api-pages';

export const api: Feature = { createPagesStatefully: createApiPages };
