/**
 * Stage 1 of the sidebars: check the shape of what content/sidebars.ts exports. Only the
 * shape: whether doc ids exist is the next stage's job (`validate.ts`).
 */
import { z } from 'zod';
import type { SidebarItemInput, SidebarsInput } from '../../shared/sidebar';

export const SIDEBARS_FILE = 'content/sidebars.ts';

const item: z.ZodType<SidebarItemInput> = z.lazy(() =>
  z.union([
    z.string().min(1),
    z.object({ type: z.literal('doc'), id: z.string().min(1), label: z.string().optional() }).strict(),
    z.object({ type: z.literal('link'), label: z.string().min(1), href: z.string().min(1) }).strict(),
    z
      .object({
        type: z.literal('category'),
        label: z.string().min(1),
        items: z.array(item),
        collapsed: z.boolean().optional(),
        link: z
          .object({ type: z.literal('doc'), id: z.string().min(1) })
          .strict()
          .optional(),
      })
      .strict(),
    z.object({ type: z.literal('generated'), source: z.string().min(1) }).strict(),
  ]),
);

const sidebarsSchema = z.record(z.array(item));

function keyPath(path: (string | number)[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .slice(1);
}

export function loadSidebars(raw: unknown): SidebarsInput {
  const parsed = sidebarsSchema.safeParse((raw as { default?: unknown } | null)?.default ?? raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) =>
        `  - ${keyPath(i.path) || '(root)'}: ${i.code === 'invalid_union' ? 'not a doc id, nor an item of type "doc", "link", "category" or "generated"' : i.message}`,
    );
    throw new Error(`Invalid sidebars in ${SIDEBARS_FILE}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
