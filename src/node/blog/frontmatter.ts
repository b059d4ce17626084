/**
 * The front matter of a blog post, and the entries of content/blog/authors.yml and tags.yml.
 * Like the docs' front matter (src/node/docs/frontmatter.ts), an unknown key or a wrongly
 * typed value is a build error naming the file, the key and what is allowed.
 */
import { z } from 'zod';

const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. "lexical-team"');

const day = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date written YYYY-MM-DD')])
  .transform((d) => (d instanceof Date ? d : new Date(d)))
  .refine((d) => !Number.isNaN(d.getTime()), 'must be a real date, e.g. 2025-06-02');

const postSchema = z
  .object({
    title: z.string().min(1).describe('The post title: its h1 and <title>.'),
    date: day.describe('When the post was first published; its year page and place in lists.'),
    updated: day.optional().describe('When the post was last revised, if it was.'),
    update_note: z.string().min(1).optional().describe('What the revision changed, shown after its date.'),
    authors: z.array(key).min(1, 'name at least one author key of content/blog/authors.yml'),
    tags: z.array(key).default([]),
    description: z.string().min(1).describe('One or two sentences for lists, feeds and previews.'),
    image: z.string().min(1).optional().describe('A social image next to the post, e.g. ./card.png.'),
    slug: key.optional(),
    draft: z.boolean().default(false),
    unlisted: z.boolean().default(false),
  })
  .strict()
  .superRefine((post, ctx) => {
    if (post.updated && post.updated.getTime() < post.date.getTime()) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['updated'],
        message: 'is before date; a post is revised after it is published, so give the later day',
      });
    }
    if (post.update_note && !post.updated) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['update_note'],
        message: 'needs updated: add the day of the revision as updated: YYYY-MM-DD',
      });
    }
  });

const authorSchema = z
  .object({
    key,
    name: z.string().min(1),
    title: z.string().min(1),
    url: z.string().url().optional(),
    avatar: z.string().regex(/\.(png|jpe?g|webp)$/i, 'must be a PNG, JPEG or WebP file next to authors.yml, e.g. ./authors/me.png'),
  })
  .strict();

const tagSchema = z.object({ key, label: z.string().min(1), description: z.string().min(1) }).strict();

type BlogPostFrontmatter = z.output<typeof postSchema>;
type BlogAuthorEntry = z.output<typeof authorSchema>;
type BlogTagEntry = z.output<typeof tagSchema>;

/**
 * Whether a post is built at all. A draft, or a post dated after the build, exists only in
 * `gatsby develop` (so its author can preview it); a production build leaves it out of every
 * page, list, year, tag, author page, feed and the sitemap, as if it were not written yet.
 * The date is a day (YYYY-MM-DD, midnight UTC): a post dated today is published.
 */
export function isPostBuilt(frontmatter: Pick<BlogPostFrontmatter, 'draft' | 'date'>, develop: boolean, now: Date): boolean {
  if (develop) return true;
  return !frontmatter.draft && frontmatter.date.getTime() <= now.getTime();
}

export class BlogContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid blog content in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BlogContentError';
  }
}

function parseWith<S extends z.AnyZodObject | z.ZodEffects<z.AnyZodObject>>(
  schema: S,
  raw: unknown,
  file: string,
  where = '',
): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const allowed = Object.keys(schema instanceof z.ZodEffects ? schema.innerType().shape : schema.shape);
  throw new BlogContentError(
    file,
    parsed.error.issues.map((i) =>
      i.code === 'unrecognized_keys'
        ? `${where}unknown key${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}; allowed: ${allowed.join(', ')}`
        : `${where}${i.path.join('.') || '(root)'}: ${i.message}`,
    ),
  );
}

export const parsePostFrontmatter = (raw: unknown, file: string): BlogPostFrontmatter => parseWith(postSchema, raw, file);

/** `entry` names the YAML entry in messages, e.g. 'entry "lexical-team"'. */
export const parseAuthorEntry = (raw: unknown, file: string, entry: string): BlogAuthorEntry =>
  parseWith(authorSchema, raw, file, `${entry}: `);

export const parseTagEntry = (raw: unknown, file: string, entry: string): BlogTagEntry => parseWith(tagSchema, raw, file, `${entry}: `);
