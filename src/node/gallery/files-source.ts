/**
 * The gatsby-source-filesystem source of the files gallery examples may show: their folders and
 * the site's components (gatsby-config.ts). Its File nodes are how a save reaches "Show code"
 * (./source.ts). Kept apart so gatsby-config loads nothing else of the gallery.
 */
import { GALLERY_SOURCE_DIR } from '../../shared/gallery-code';

export const GALLERY_FILES_SOURCE = 'gallery-files';

export const GALLERY_FILE_FOLDERS = [GALLERY_SOURCE_DIR, 'src/components'];

/** The source's ignore rule: every file but TypeScript outside tests, as examples import nothing else. */
export function onlyGalleryFiles(file: string): boolean {
  return /[/\\](__tests__|__fixtures__|__mocks__)([/\\]|$)/.test(file) || (/\.[a-z]+$/i.test(file) && !/\.tsx?$/.test(file));
}
