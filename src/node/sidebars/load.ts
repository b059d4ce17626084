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

export class SidebarsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SidebarsError';
  }
}

function keyPath(path: (string | number)[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .slice(1);
}

/**
 * The last shape checked and its result: every query of a build that shows a sidebar loads the
 * sidebars (Gatsby gives each query its own node model), and the schema's check took about 8 ms
 * each time, 2 s of a cold build's queries, for a file that changes only when an editor saves it.
 */
let lastChecked: { json: string; sidebars: SidebarsInput } | null = null;

export function loadSidebars(raw: unknown, file = SIDEBARS_FILE): SidebarsInput {
  const value = (raw as { default?: unknown } | null)?.default ?? raw;
  const json = JSON.stringify(value) ?? '';
  if (lastChecked?.json === json) return structuredClone(lastChecked.sidebars);
  const parsed = sidebarsSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) =>
        `  - ${keyPath(i.path) || '(root)'}: ${i.code === 'invalid_union' ? 'not a doc id, nor an item of type "doc", "link", "category" or "generated"' : i.message}`,
    );
    throw new SidebarsError(`Invalid sidebars in ${file}:\n${problems.join('\n')}`);
  }
  lastChecked = { json, sidebars: structuredClone(parsed.data) };
  return parsed.data;
}
