/**
 * The front matter a doc may carry. Unknown keys and wrongly typed values are build errors
 * naming the file and the key, so a typo (`sidebar_lable`) never goes unnoticed.
 */
import { z } from 'zod';

/** A heading id as github-slugger makes it: lowercase letters, digits, `-` and `_`. */
const ANCHOR = /^[\p{Ll}\p{Lo}\p{N}_-]+$/u;

const frontmatterSchema = z
  .object({
    title: z.string().min(1).describe('The page title: its only h1 and its <title>.'),
    description: z.string().min(1).describe('One or two sentences for search and previews.'),
    keywords: z.array(z.string().min(1)).default([]),
    sidebar_label: z.string().min(1).optional(),
    sidebar_position: z.number().int().optional(),
    slug: z
      .string()
      .regex(/^\/docs(\/[\w.-]+)+$/, 'must be a path under /docs, e.g. "/docs/my-page"')
      .optional(),
    unlisted: z.boolean().default(false),
    draft: z.boolean().default(false),
    hide_table_of_contents: z.boolean().default(false),
    old_anchors: z
      .record(
        z.string().regex(ANCHOR, 'an old anchor must be a heading id without "#", e.g. "why-is-it-necessary"'),
        z.string().regex(ANCHOR, 'must be the id of a heading of this page without "#", e.g. "reading-the-state"'),
      )
      .default({})
      .describe(
        'Anchors of the old lexical.dev page at this route, each mapped to the id of the heading here that covers it now: the page renders the old id at that heading, so old deep links land on it.',
      ),
  })
  .strict();

type DocFrontmatter = z.output<typeof frontmatterSchema>;

export class FrontmatterError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid front matter in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'FrontmatterError';
  }
}

export function parseFrontmatter(raw: unknown, file: string): DocFrontmatter {
  const parsed = frontmatterSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    throw new FrontmatterError(
      file,
      parsed.error.issues.map((i) =>
        i.code === 'unrecognized_keys'
          ? `unknown key${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}; allowed: ${Object.keys(frontmatterSchema.shape).join(', ')}`
          : `${i.path.join('.') || '(root)'}: ${i.message}`,
      ),
    );
  }
  return parsed.data;
}

/**
 * For `gatsby develop`, where a mistake must not take the page away while the editor fixes it:
 * the keys that are valid are kept, the rest dropped, and the title falls back to `fallbackTitle`.
 * The caller reports the error it got from parseFrontmatter.
 */
export function salvageFrontmatter(raw: unknown, fallbackTitle: string): DocFrontmatter {
  const kept: Record<string, unknown> = { title: fallbackTitle, description: fallbackTitle };
  for (const [key, value] of Object.entries(raw && typeof raw === 'object' ? raw : {})) {
    const field = frontmatterSchema.shape[key as keyof typeof frontmatterSchema.shape];
    if (field && field.safeParse(value).success) kept[key] = value;
  }
  return frontmatterSchema.parse(kept);
}
