/**
 * From MDX source to plain text for the search index: the body is cut into sections at its
 * h2/h3 headings (paired in order with Doc.headings, whose ids are the rendered anchors), and
 * each section loses code fences, ESM lines, JSX tags and expressions, admonition fences and
 * Markdown punctuation. Reading the source rather than the rendered HTML keeps this cheap and
 * independent of the page templates.
 */
export interface SourceHeading {
  depth: number;
  value: string;
  id: string;
}

interface SourceSection {
  /** The h2/h3 heading that opens the section; null for the text before the first one. */
  heading: SourceHeading | null;
  /** Deeper headings inside the section (h4 and below), as text. */
  subheadings: string[];
  /** The section's plain text. */
  text: string;
}

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** One line (or a joined block) of Markdown/MDX to plain text. */
export function markdownToText(source: string): string {
  return (
    source
      .split('\n')
      .map((line) => {
        if (/^\s*(import|export)\s/.test(line)) return '';
        const admonition = /^\s*:::\s*\w*(?:\[(.*)\])?\s*$/.exec(line);
        if (admonition) return admonition[1] ?? '';
        if (/^[\s|:-]+$/.test(line) && line.includes('-')) return '';
        return line
          .replace(/^\s*>\s?/, '')
          .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
          .replace(/^ {0,3}#{1,6}\s+/, '');
      })
      .join(' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      // Code spans keep their content literally; only prose loses JSX and Markdown syntax.
      .split(/(`+[^`]*`+)/)
      .map((part, i) => (i % 2 === 1 ? part.replace(/^`+|`+$/g, '') : proseToText(part)))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function proseToText(prose: string): string {
  return prose
    .replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\*{1,3}|(?<!\w)_{2}|_{2}(?!\w)/g, '')
    .replace(/\|/g, ' ')
    .replace(/&(#39|[a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

/**
 * Splits an MDX body into the intro and its h2/h3 sections. Throws when the headings found in
 * the source do not line up with `headings` (the caller then indexes the page alone).
 */
export function splitSections(body: string, headings: readonly SourceHeading[]): SourceSection[] {
  const sections: { heading: SourceHeading | null; subheadings: string[]; lines: string[] }[] = [
    { heading: null, subheadings: [], lines: [] },
  ];
  let fence: string | null = null;
  let next = 0;
  for (const line of body.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (!atx) {
      sections[sections.length - 1].lines.push(line);
      continue;
    }
    const heading = headings[next];
    next += 1;
    if (!heading || heading.depth !== atx[1].length) {
      throw new Error(`heading "${atx[2]}" does not match the page's heading list`);
    }
    if (heading.depth === 2 || heading.depth === 3) {
      sections.push({ heading, subheadings: [], lines: [] });
    } else {
      const current = sections[sections.length - 1];
      current.subheadings.push(heading.value);
      current.lines.push(heading.value);
    }
  }
  if (next !== headings.length) {
    throw new Error(`found ${next} headings in the source but the page has ${headings.length}`);
  }
  return sections.map(({ heading, subheadings, lines }) => ({
    heading,
    subheadings,
    text: markdownToText(lines.join('\n')),
  }));
}
