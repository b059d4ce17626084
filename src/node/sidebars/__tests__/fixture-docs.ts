import type { SidebarSourceDoc } from '../build';

const doc = (docId: string, extra: Partial<SidebarSourceDoc> = {}): SidebarSourceDoc => ({
  docId,
  title: `Title of ${docId}`,
  sidebarLabel: null,
  path: `/docs/${docId}`,
  unlisted: false,
  draft: false,
  ...extra,
});

export const fixtureDocs: SidebarSourceDoc[] = [
  doc('intro', { sidebarLabel: 'Introduction' }),
  doc('getting-started/quick-start'),
  doc('getting-started/unlisted', { unlisted: true }),
  doc('getting-started/draft', { draft: true }),
  doc('concepts/overview'),
  doc('concepts/editor-state'),
  doc('concepts/nodes'),
  doc('faq'),
];
