/**
 * Mermaid diagrams drawn at build time. A ```mermaid fence with a `title="..."` becomes a
 * `diagram` element holding the SVG markup and its caption (src/components/Diagram shows it in
 * a <figure>); no diagram code reaches the browser. The renderer is beautiful-mermaid, which
 * lays out without a browser or DOM.
 *
 * Its parsers skip what they cannot read, so a typo would quietly drop an arrow. Only
 * flowcharts (`flowchart`/`graph`) are accepted, without styling statements (their fixed
 * colours would not follow the colour mode), and each statement is checked to be read to its end: `LINE --> sentinel` must give an edge into the sentinel, which the parser only adds
 * when it consumed all of LINE. A diagram that fails is reported with its line in the file.
 *
 * Colours: the renderer's own <style> block (colours derived from two hex values, and a web
 * font import) is dropped; the CSS variables it names (`--_text`, `--_line`, ...) are set by the
 * component's stylesheet from the site's tokens, so the diagram follows the colour mode.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { parseCodeMeta } from './code-blocks';
import { type MdNode, walk } from './tree';

interface Renderer {
  renderMermaidSVG(text: string, options?: Record<string, unknown>): string;
  parseMermaid(text: string): { nodes: Map<string, unknown>; edges: { source: string; target: string }[] };
}

/** A diagram that does not parse: its line in the compiled text (1-based) and why. */
export interface DiagramError {
  line: number;
  message: string;
}

/** What this process spent on diagrams, for the build log. */
export const diagramStats = { rendered: 0, renderMs: 0, loadMs: 0 };

let renderer: Renderer | null = null;
const rendered = new Map<string, string>();

/**
 * beautiful-mermaid is an ES module whose package exports only an `import` condition, which
 * require() cannot resolve; Node 20.19+ (and Jest, which transforms it) load its file directly.
 * Loaded on the first diagram, so builds of pages without one never pay for it.
 */
function loadRenderer(): Renderer {
  if (!renderer) {
    const started = performance.now();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    renderer = require(path.resolve('node_modules/beautiful-mermaid/dist/index.js')) as Renderer;
    diagramStats.loadMs += performance.now() - started;
  }
  return renderer;
}

const HEADER = /^(?:flowchart|graph)\s+(?:TD|TB|LR|BT|RL)$/i;
const DIRECTION = /^direction\s+(?:TD|TB|LR|BT|RL)$/i;
/** Styling statements set fixed colours, which would not follow the colour mode. */
const STYLING = /^(?:classDef|class|style|linkStyle)\s/;
const SENTINEL = 'zzDiagramSentinel';

/** The problems of a flowchart's source, each with its 0-based line in the source. */
export function checkFlowchart(source: string): { line: number; message: string }[] {
  const lines = source.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('%%'));
  if (first === -1) return [{ line: 0, message: 'the diagram is empty' }];
  if (!HEADER.test(lines[first].trim())) {
    return [
      {
        line: first,
        message: `"${lines[first].trim()}" is not a flowchart header; start with "flowchart TD" or "flowchart LR" (only flowcharts are drawn)`,
      },
    ];
  }
  const { parseMermaid } = loadRenderer();
  const problems: { line: number; message: string }[] = [];
  let depth = 0;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (index <= first || line === '' || line.startsWith('%%') || DIRECTION.test(line)) return;
    if (STYLING.test(line)) {
      problems.push({ line: index, message: `remove "${line}": diagrams take their colours from the site's theme` });
    } else if (/^subgraph\s+\S/.test(line)) depth += 1;
    else if (line === 'end') {
      if (depth === 0) problems.push({ line: index, message: '"end" closes no subgraph' });
      else depth -= 1;
    } else {
      const graph = parseMermaid(`flowchart TD\n${line} --> ${SENTINEL}`);
      if (!graph.edges.some((edge) => edge.target === SENTINEL)) {
        problems.push({ line: index, message: `cannot read "${line}" to its end (check the brackets, quotes and arrows)` });
      }
    }
  });
  if (depth > 0) problems.push({ line: lines.length - 1, message: `${depth} subgraph(s) not closed with "end"` });
  return problems;
}

/**
 * The layout measures text for Inter; the page draws it in the reader's system font, which can
 * be wider (DejaVu Sans, Linux's usual one, by about a tenth), so the type is set a little
 * smaller than measured and always fits its box.
 */
const TEXT_SCALE = 0.9;

/**
 * A diagram shrinks with a narrow column down to this share of its size; below that its box
 * scrolls sideways, so the text stays readable on a phone.
 */
const MIN_SCALE = 0.72;

const GEOMETRY = /\s(x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|dy|width|height|points|d|viewBox|transform)="([^"]*)"/g;

/** Element ids made unique per diagram, so several diagrams on a page keep their own markers. */
function prefixIds(svg: string, prefix: string): string {
  return svg.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The SVG of a checked flowchart, with its accessible name, ready for the page. */
export function renderDiagram(source: string, caption: string): string {
  const key = `${caption}\n${source}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const { renderMermaidSVG } = loadRenderer();
  const started = performance.now();
  const raw = renderMermaidSVG(source, { transparent: true, padding: 8 });
  diagramStats.renderMs += performance.now() - started;
  diagramStats.rendered += 1;
  const id = `diagram-${crypto.createHash('sha1').update(key).digest('hex').slice(0, 8)}-`;
  const svg = prefixIds(
    raw
      .replace(/<style>[\s\S]*?<\/style>\s*/, '')
      .replace(/\sstyle="--bg:[^"]*"/, '')
      .replace(
        /\swidth="([\d.]+)"\sheight="([\d.]+)"/,
        (_, w: string, h: string) =>
          ` width="${Math.ceil(Number(w))}" height="${Math.ceil(Number(h))}" style="min-width:${Math.round(Number(w) * MIN_SCALE)}px"`,
      )
      // The start marker's shape already points backwards; reversing it again hides it inside the line.
      .replace('orient="auto-start-reverse"', 'orient="auto"')
      // Coordinates to a tenth of a pixel: the layout's long decimals only weigh on the page.
      .replace(GEOMETRY, (_, name: string, value: string) => ` ${name}="${value.replace(/(\.\d)\d+/g, '$1')}"`)
      .replace(/\sfont-size="([\d.]+)"/g, (_, size: string) => ` font-size="${(Number(size) * TEXT_SCALE).toFixed(1)}"`)
      .replace('<svg ', `<svg role="img" aria-label="${escapeAttribute(caption)}" `),
    id,
  );
  rendered.set(key, svg);
  return svg;
}

/**
 * Replaces each ```mermaid fence of the tree by a `diagram` element. A fence that does not
 * parse, or has no title, stays a code block (so `gatsby develop` still shows the page) and
 * is returned as an error with its line.
 */
export function transformDiagrams(tree: MdNode): DiagramError[] {
  const errors: DiagramError[] = [];
  walk(tree, (node) => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (child.type !== 'code' || child.lang !== 'mermaid') return child;
      // The fence's first line is the ``` line; the source starts on the next.
      const fenceLine = child.position?.start.line ?? 1;
      const source = child.value ?? '';
      const title = parseCodeMeta(child.meta).title;
      const problems = title
        ? checkFlowchart(source)
        : [{ line: -1, message: 'the fence has no caption; write ```mermaid title="What the diagram shows"' }];
      if (problems.length > 0) {
        errors.push(...problems.map((problem) => ({ line: fenceLine + 1 + problem.line, message: problem.message })));
        return child;
      }
      return {
        type: 'diagram',
        data: { hName: 'diagram', hProperties: { svg: renderDiagram(source, title!), caption: title } },
      } as MdNode;
    });
  });
  return errors;
}

/** The build's message for the diagram errors of one file (lines already in the file's count). */
export function diagramErrorsMessage(sourcePath: string, errors: readonly DiagramError[]): string {
  return (
    `Mermaid diagrams that do not parse:\n  ${errors.map((error) => `${sourcePath}:${error.line}: ${error.message}`).join('\n  ')}\n` +
    'Fix the ```mermaid fence there (content/README.md, "Diagrams", lists what is drawn).'
  );
}
