/**
 * The "Show code" file of a gallery example: the source files the example runs, highlighted at
 * build time (src/node/gallery), written as a content-hashed JSON file under /static and
 * fetched by the card only when the reader asks for the code.
 */
export interface GalleryCodeFile {
  /** Path from the repository root, e.g. "src/gallery/emoji/EmojiNode.ts". */
  path: string;
  /** The fence language: ts or tsx. */
  language: string;
  /** The source as it is in the repository, for the copy button. */
  code: string;
  /** The highlighted lines as HTML (token spans). */
  html: string;
}

export interface GalleryCode {
  id: string;
  files: GalleryCodeFile[];
}

/** Where the examples live, from the repository root. */
export const GALLERY_SOURCE_DIR = 'src/gallery';
