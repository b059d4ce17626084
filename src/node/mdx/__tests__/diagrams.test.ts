/** @jest-environment node */
import { checkFlowchart, diagramErrorsMessage, renderDiagram, transformDiagrams } from '../diagrams';
import type { MdNode } from '../tree';

const fence = (value: string, meta: string | null, line = 10): MdNode => ({
  type: 'code',
  lang: 'mermaid',
  meta,
  value,
  position: { start: { line, column: 1 } },
});

describe('mermaid diagrams drawn at build time', () => {
  it('turns a titled fence into a diagram element whose SVG has an accessible name and no colour of its own', () => {
    const tree: MdNode = { type: 'root', children: [fence('flowchart LR\n  A[update] --> B[reconcile]', 'title="Two steps"')] };
    expect(transformDiagrams(tree)).toEqual([]);
    const diagram = tree.children![0];
    expect(diagram.data?.hName).toBe('diagram');
    expect(diagram.data?.hProperties?.caption).toBe('Two steps');
    const svg = String(diagram.data?.hProperties?.svg);
    expect(svg).toMatch(/^<svg role="img" aria-label="Two steps" /);
    expect(svg).toContain('>update</text>');
    // The renderer's own colours and its web-font import are gone: the page's CSS sets them.
    expect(svg).not.toContain('<style>');
    expect(svg).not.toContain('googleapis');
    expect(svg).not.toMatch(/#[0-9a-f]{6}/i);
    expect(svg).toContain('var(--_node-fill)');
    // Type set a tenth smaller than the layout measured, so a wider system font still fits.
    expect(svg).toContain('font-size="11.7"');
    expect(svg).not.toMatch(/ (?:x|y|width|height|points|viewBox)="[^"]*\d\.\d\d/);
  });

  it('draws the arrowhead at the start of a two-way edge pointing out of the line', () => {
    const svg = renderDiagram('flowchart LR\n  A <--> B', 'Both ways');
    expect(svg).toContain('marker-start=');
    expect(svg).not.toContain('auto-start-reverse');
  });

  it('gives each diagram its own marker ids', () => {
    const a = renderDiagram('flowchart TD\n  A --> B', 'one');
    const b = renderDiagram('flowchart TD\n  C --> D', 'two');
    const ids = (svg: string) => [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).length).toBeGreaterThan(0);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    expect(a).toContain(`url(#${ids(a)[0]})`);
  });

  it('reports a statement the parser would drop, with its line in the file, and leaves the fence as code', () => {
    const tree: MdNode = { type: 'root', children: [fence('flowchart TD\n  A --> B\n  B --> C[oops', 'title="Broken"', 20)] };
    const errors = transformDiagrams(tree);
    expect(errors).toEqual([{ line: 23, message: expect.stringContaining('cannot read "B --> C[oops"') }]);
    expect(tree.children![0].type).toBe('code');
    expect(diagramErrorsMessage('content/docs/x.mdx', errors)).toContain('content/docs/x.mdx:23: cannot read');
  });

  it('rejects a dangling arrow, an unclosed subgraph, a stray end and a non-flowchart header', () => {
    expect(checkFlowchart('flowchart TD\n  A -->')).toEqual([{ line: 1, message: expect.stringContaining('cannot read') }]);
    expect(checkFlowchart('flowchart TD\n  subgraph S [Group]\n  A --> B')).toEqual([
      { line: 2, message: expect.stringContaining('not closed') },
    ]);
    expect(checkFlowchart('flowchart TD\n  A --> B\n  end')).toEqual([{ line: 2, message: '"end" closes no subgraph' }]);
    expect(checkFlowchart('flowchart TD\n  A --> B\n  style A fill:#f00')).toEqual([
      { line: 2, message: expect.stringContaining("colours from the site's theme") },
    ]);
    expect(checkFlowchart('sequenceDiagram\n  A->>B: hi')).toEqual([
      { line: 0, message: expect.stringContaining('not a flowchart header') },
    ]);
  });

  it('accepts subgraphs, labelled edges, chains and node groups', () => {
    const source = [
      'flowchart LR',
      '  subgraph E [Editor]',
      '    direction TB',
      '    U["editor.update()"] -->|marks dirty| T(transforms)',
      '  end',
      '  T --> R{{reconcile}} --> L[listeners] & M[mutations]',
      '  %% a comment',
      '  R -. later .-> L',
    ].join('\n');
    expect(checkFlowchart(source)).toEqual([]);
  });

  it('asks for a caption when the fence has no title', () => {
    const tree: MdNode = { type: 'root', children: [fence('flowchart TD\n  A --> B', null, 5)] };
    expect(transformDiagrams(tree)).toEqual([{ line: 5, message: expect.stringContaining('no caption') }]);
  });
});
