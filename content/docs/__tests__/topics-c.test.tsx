/**
 * Claims of two guides, run against the pinned 0.35.0 packages in jsdom: embeds and link
 * previews (react/embeds-and-link-previews) and testing your own editor
 * (getting-started/testing-your-editor). Where a page shows a sample with `file="..."`, the
 * test loads that very fence from the MDX file (hidden lines included, compiled by TypeScript)
 * and runs it, so the page and the test cannot drift apart. Each block names the page and the
 * claim it backs. The testing guide's Playwright helpers run in a real browser, in
 * tests/e2e/testing-guide.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import ts from 'typescript';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { generateContent } from '@lexical/devtools-core';
import { $generateHtmlFromNodes } from '@lexical/html';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { $createAutoLinkNode, $isLinkNode, AutoLinkNode, LinkNode } from '@lexical/link';
import { type EmbedConfig, INSERT_EMBED_COMMAND, URL_MATCHER } from '@lexical/react/LexicalAutoEmbedPlugin';
import { AutoLinkPlugin, createLinkMatcherWithRegExp } from '@lexical/react/LexicalAutoLinkPlugin';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isDecoratorNode,
  $isRangeSelection,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  createEditor,
  type CreateEditorArgs,
  type ElementNode,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  getNearestEditorFromDOMNode,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ENTER_COMMAND,
  KEY_ESCAPE_COMMAND,
  KEY_TAB_COMMAND,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  TextNode,
  UNDO_COMMAND,
} from 'lexical';
import { compiledLine, fencesOf, metaValue } from '../../../src/shared/code-fences.mjs';

const root = path.resolve(__dirname, '../../..');
const onError = (error: Error) => {
  throw error;
};

/**
 * The module a page's `file="name"` fence defines, compiled as the sample checker compiles it
 * (hidden lines kept) and evaluated with Jest's require, so it shares the test's lexical.
 * `./Other` imports resolve to fences of the same page. Each fence is compiled once per test
 * file, so every sample that imports a node class gets the same class. `scope` gives the
 * fence free variables its hidden `declare` lines only describe (a sample test's `test`).
 */
const sampleModules = new Map<string, Record<string, unknown>>();

function loadSample<T = Record<string, unknown>>(doc: string, file: string, scope: Record<string, unknown> = {}): T {
  const source = fs.readFileSync(path.join(root, 'content/docs', `${doc}.mdx`), 'utf8');
  const fences = fencesOf(source);
  const load = (name: string): Record<string, unknown> => {
    const cached = sampleModules.get(`${doc}:${name}`);
    if (cached && !(name === file && Object.keys(scope).length > 0)) return cached;
    const fence = fences.find((f) => metaValue(f.meta, 'file') === name);
    if (!fence) throw new Error(`${doc}.mdx has no fence file="${name}"`);
    const { outputText } = ts.transpileModule(fence.lines.map(compiledLine).join('\n'), {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2020,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
      },
      fileName: name,
    });
    const module = { exports: {} as Record<string, unknown> };
    sampleModules.set(`${doc}:${name}`, module.exports);
    const localRequire = (id: string) => {
      if (id.startsWith('./')) {
        const sibling = fences.find((f) => metaValue(f.meta, 'file')?.replace(/\.tsx?$/, '') === id.slice(2));
        if (sibling) return load(metaValue(sibling.meta, 'file')!);
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the sample shares the test's modules
      return require(id);
    };
    const names = name === file ? Object.keys(scope) : [];
    new Function('require', 'module', 'exports', ...names, outputText)(
      localRequire,
      module,
      module.exports,
      ...names.map((key) => scope[key]),
    );
    return module.exports;
  };
  return load(file) as T;
}

/**
 * jsdom has no layout, no scrolling, no ResizeObserver and no clipboard events: the testing
 * guide's own setup file (getting-started/testing-your-editor, jsdom-setup.ts) adds the
 * stand-ins the menus and the paste path need, for every test of this file.
 */
beforeAll(() => {
  loadSample('getting-started/testing-your-editor', 'jsdom-setup.ts');
});

/** A clipboard with the given flavours, as the paste path reads it (types, files, getData). */
function clipboard(data: Record<string, string>) {
  return { types: Object.keys(data), files: [], getData: (type: string) => data[type] ?? '' };
}

/** A real paste event on the editable element: Lexical's root listener turns it into PASTE_COMMAND. */
function paste(editable: Element, data: Record<string, string>) {
  const Clipboard = (globalThis as unknown as { ClipboardEvent: new (type: string, init: object) => Event }).ClipboardEvent;
  act(() => {
    fireEvent(editable, new Clipboard('paste', { bubbles: true, cancelable: true, clipboardData: clipboard(data) }));
  });
}

/** Puts the caret at the end of the document (in a new empty paragraph when `fresh`). */
function caretAtEnd(editor: LexicalEditor, fresh = true) {
  act(() => {
    editor.update(
      () => {
        if (fresh) $getRoot().append($createParagraphNode());
        $getRoot().selectEnd();
      },
      { discrete: true },
    );
  });
}

const types = (editor: LexicalEditor) =>
  editor.read(() =>
    $getRoot()
      .getChildren()
      .map((block) => block.getType()),
  );

// ---------------------------------------------------------------------------------------------
// react/embeds-and-link-previews
// ---------------------------------------------------------------------------------------------

const EMBEDS = 'react/embeds-and-link-previews';

interface VideoRef {
  provider: 'youtube' | 'vimeo';
  id: string;
}
interface VideoUrlModule {
  parseVideoUrl(text: string): VideoRef | null;
  isVideoRef(video: { provider: string; id: string }): boolean;
  embedUrl(video: VideoRef): string;
  watchUrl(video: VideoRef): string;
}
interface EmbedConfigLike {
  type: string;
  label: string;
  action: string;
  parseUrl(url: string): unknown;
  insertNode(editor: LexicalEditor, result: unknown): void;
}
interface LinkPreview {
  url: string;
  title: string;
  description: string;
  siteName: string;
}

const videoUrl = () => loadSample<VideoUrlModule>(EMBEDS, 'videoUrl.ts');
const videoNode = () =>
  loadSample<{
    VideoEmbedNode: Klass<LexicalNode>;
    $createVideoEmbedNode(video: VideoRef): LexicalNode;
    $isVideoEmbedNode(node: unknown): boolean;
  }>(EMBEDS, 'VideoEmbedNode.tsx');
const embedConfigs = () => loadSample<{ VIDEO_CONFIGS: EmbedConfigLike[] }>(EMBEDS, 'embedConfigs.ts');
const embedPlugin = () =>
  loadSample<{
    EmbedPlugin: (props: { configs: EmbedConfigLike[]; onAskForUrl?: (config: EmbedConfigLike) => void }) => React.JSX.Element;
  }>(EMBEDS, 'EmbedPlugin.tsx');
const linkPreview = () =>
  loadSample<{
    LinkPreviewNode: Klass<LexicalNode>;
    linkPreviewConfig(load: (url: string) => Promise<LinkPreview | null>): EmbedConfigLike;
  }>(EMBEDS, 'linkPreview.tsx');

const YOUTUBE = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const VIMEO = 'https://vimeo.com/76979871';
const MATCHERS = [createLinkMatcherWithRegExp(URL_MATCHER, (text) => (text.startsWith('http') ? text : `https://${text}`))];

/** A rich-text editor with the links, the page's EmbedPlugin and the given configs. */
function renderEmbeds(
  configs: EmbedConfigLike[],
  options: { nodes?: CreateEditorArgs['nodes']; onAskForUrl?: (c: EmbedConfigLike) => void } = {},
) {
  const { EmbedPlugin } = embedPlugin();
  const { VideoEmbedNode } = videoNode();
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const view = render(
    <LexicalComposer initialConfig={{ namespace: 'embeds', onError, nodes: options.nodes ?? [LinkNode, AutoLinkNode, VideoEmbedNode] }}>
      <RichTextPlugin contentEditable={<ContentEditable aria-label="Notes" />} ErrorBoundary={LexicalErrorBoundary} />
      <AutoLinkPlugin matchers={MATCHERS} />
      <EmbedPlugin configs={configs} onAskForUrl={options.onAskForUrl} />
      <EditorRefPlugin editorRef={editorRef} />
    </LexicalComposer>,
  );
  const editor = editorRef.current!;
  caretAtEnd(editor);
  return { ...view, editor, editable: screen.getByRole('textbox', { name: 'Notes' }) };
}

/** A config that records the URLs it was asked about and matches those containing `needle`. */
function recordingConfig(type: string, needle: string, calls: string[]): EmbedConfigLike {
  return {
    type,
    label: type,
    action: `Embed ${type}`,
    parseUrl(url: string) {
      calls.push(`${type}:${url}`);
      return url.includes(needle) ? { url, id: type } : null;
    },
    insertNode() {
      calls.push(`insert:${type}`);
    },
  };
}

const menuOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('embeds: the URL matcher parses instead of pattern-matching', () => {
  it.each([
    [YOUTUBE, { provider: 'youtube', id: 'M7lc1UVf-VE' }],
    ['https://youtu.be/M7lc1UVf-VE?t=42', { provider: 'youtube', id: 'M7lc1UVf-VE' }],
    ['https://www.youtube.com/shorts/M7lc1UVf-VE', { provider: 'youtube', id: 'M7lc1UVf-VE' }],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', { provider: 'youtube', id: 'M7lc1UVf-VE' }],
    [VIMEO, { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
  ])('%s is a video', (url, video) => {
    expect(videoUrl().parseVideoUrl(url)).toEqual(video);
  });

  it.each([
    'https://attacker.test/youtube.com/watch?v=M7lc1UVf-VE',
    'https://www.youtube.com@attacker.test/watch?v=M7lc1UVf-VE',
    'https://www.youtube.com.attacker.test/watch?v=M7lc1UVf-VE',
    'https://www.youtube.com:8443/watch?v=M7lc1UVf-VE',
    'javascript:alert(1)//www.youtube.com/watch?v=M7lc1UVf-VE',
    'https://www.youtube.com/watch?v=M7lc1UVf-VE%22onload%3D',
    'https://www.youtube.com/watch?v=../../x',
  ])('%s is not', (url) => {
    expect(videoUrl().parseVideoUrl(url)).toBeNull();
  });

  it('the patterns the page warns about accept the attacker addresses; URL gives their real host', () => {
    const unanchored = /youtube\.com\/watch\?v=(\w+)/;
    expect(unanchored.test('https://attacker.test/youtube.com/watch?v=M7lc1UVf-VE')).toBe(true);
    const prefix = /^https:\/\/(www\.)?youtube\.com/;
    expect(prefix.test('https://www.youtube.com@attacker.test/watch?v=M7lc1UVf-VE')).toBe(true);
    expect(prefix.test('https://www.youtube.com.attacker.test/watch?v=M7lc1UVf-VE')).toBe(true);
    expect(new URL('https://www.youtube.com@attacker.test/watch?v=x').hostname).toBe('attacker.test');
    expect(new URL('https://www.youtube.com.attacker.test/watch?v=x').hostname).toBe('www.youtube.com.attacker.test');
  });

  it('URL_MATCHER finds an address anywhere in a text, unanchored, including on other hosts', () => {
    expect(URL_MATCHER.source.startsWith('^')).toBe(false);
    expect(URL_MATCHER.exec('see https://attacker.test/youtube.com/watch?v=x now')?.[0]).toBe(
      'https://attacker.test/youtube.com/watch?v=x',
    );
    expect(URL_MATCHER.test('www.example.com')).toBe(true);
  });

  it('embedUrl and watchUrl build the addresses from the id alone', () => {
    const { parseVideoUrl, embedUrl, watchUrl } = videoUrl();
    const video = parseVideoUrl('https://youtu.be/M7lc1UVf-VE?si=tracking#t=5')!;
    expect(embedUrl(video)).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(watchUrl(video)).toBe(YOUTUBE);
    expect(embedUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871');
  });
});

describe('embeds: what the plugin watches', () => {
  it('without LinkNode and AutoLinkNode registered, the plugin throws when it mounts', () => {
    const { VideoEmbedNode } = videoNode();
    const { EmbedPlugin } = embedPlugin();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <LexicalComposer initialConfig={{ namespace: 'embeds', onError, nodes: [VideoEmbedNode] }}>
          <EmbedPlugin configs={embedConfigs().VIDEO_CONFIGS} />
        </LexicalComposer>,
      ),
    ).toThrow('Node LinkNode has not been registered');
    jest.restoreAllMocks();
  });

  it('a plain-text paste of an address becomes an auto-link in the paste update and opens the menu', async () => {
    const { editable, editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    paste(editable, { 'text/plain': YOUTUBE });
    expect(await screen.findByRole('option', { name: 'Embed YouTube video' })).toBeTruthy();
    expect(menuOptions()).toEqual(['Embed YouTube video', 'Keep as link']);
    editor.read(() => expect($getRoot().getChildren<ElementNode>()[1].getFirstChild()?.getType()).toBe('autolink'));
  });

  it('without AutoLinkPlugin a plain-text paste stays text and nothing is offered', async () => {
    const calls: string[] = [];
    const { EmbedPlugin } = embedPlugin();
    const editorRef: { current: LexicalEditor | null } = { current: null };
    render(
      <LexicalComposer initialConfig={{ namespace: 'embeds', onError, nodes: [LinkNode, AutoLinkNode] }}>
        <RichTextPlugin contentEditable={<ContentEditable aria-label="Notes" />} ErrorBoundary={LexicalErrorBoundary} />
        <EmbedPlugin configs={[recordingConfig('yt', 'youtube', calls)]} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    caretAtEnd(editorRef.current!);
    paste(screen.getByRole('textbox'), { 'text/plain': YOUTUBE });
    await act(async () => {});
    expect(calls).toEqual([]);
    expect(
      editorRef.current!.read(() =>
        $getRoot()
          .getAllTextNodes()
          .map((node) => node.getParent()!.getType()),
      ),
    ).toEqual(['paragraph']);
  });

  it("an HTML paste of <a href> goes through LinkNode.importDOM, and parseUrl gets the link's URL, not its text", async () => {
    const calls: string[] = [];
    const { editable } = renderEmbeds([recordingConfig('yt', 'youtube', calls)]);
    paste(editable, { 'text/html': `<a href="${YOUTUBE}">a talk about players</a>`, 'text/plain': 'a talk about players' });
    expect(await screen.findByRole('option', { name: 'Embed yt' })).toBeTruthy();
    expect(calls).toEqual([`yt:${YOUTUBE}`]);
  });

  it('an address typed and auto-linked, or a link made in code, opens no menu', async () => {
    const calls: string[] = [];
    const { editor } = renderEmbeds([recordingConfig('yt', 'youtube', calls)]);
    act(() => {
      editor.update(
        () => {
          $getRoot()
            .getLastChildOrThrow<LexicalNode & { append(...n: LexicalNode[]): void }>()
            .append($createTextNode(`${YOUTUBE} `));
        },
        { discrete: true },
      );
    });
    act(() => {
      editor.update(() => $getRoot().append($createParagraphNode().append($createAutoLinkNode(VIMEO).append($createTextNode(VIMEO)))), {
        discrete: true,
      });
    });
    await act(async () => {});
    editor.read(() => expect($getRoot().getChildren<ElementNode>()[1].getFirstChild()?.getType()).toBe('autolink'));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a paste that changes more than three leaves creates the link but offers nothing', async () => {
    const calls: string[] = [];
    const { editable, editor } = renderEmbeds([recordingConfig('yt', 'youtube', calls)]);
    paste(editable, { 'text/html': `<p>one</p><p>two</p><p>three</p><p><a href="${YOUTUBE}">${YOUTUBE}</a></p>` });
    await act(async () => {});
    expect(editor.read(() => $getRoot().getAllTextNodes().length)).toBe(4);
    expect(
      editor.read(() =>
        $getRoot()
          .getAllTextNodes()
          .some((node) => $isLinkNode(node.getParent())),
      ),
    ).toBe(true);
    expect(calls).toEqual([]);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('every config is asked, and when two match, the later one is offered', async () => {
    const calls: string[] = [];
    const { editable } = renderEmbeds([recordingConfig('first', 'youtube', calls), recordingConfig('second', 'youtube', calls)]);
    paste(editable, { 'text/plain': YOUTUBE });
    expect(await screen.findByRole('option', { name: 'Embed second' })).toBeTruthy();
    expect(calls).toEqual([`first:${YOUTUBE}`, `second:${YOUTUBE}`]);
  });

  it('the menu lives in the typeahead container: a listbox with an id the root points at, options named by aria-activedescendant', async () => {
    const { editable } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    paste(editable, { 'text/plain': YOUTUBE });
    const first = await screen.findByRole('option', { name: 'Embed YouTube video' });
    const container = document.getElementById('typeahead-menu')!;
    expect(container.getAttribute('role')).toBe('listbox');
    expect(container.getAttribute('aria-label')).toBe('Typeahead menu');
    expect(container.contains(first)).toBe(true);
    expect(container.querySelectorAll('[role="listbox"]')).toHaveLength(0);
    expect(editable.getAttribute('aria-controls')).toBe('typeahead-menu');
    expect(editable.getAttribute('aria-activedescendant')).toBe('typeahead-item-0');
    // The first option is highlighted from the start.
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.id).toBe('typeahead-item-0');
  });
});

describe('embeds: choosing an option', () => {
  it('Enter right after the paste picks the first option: parseUrl runs again, insertNode runs in an update, the link goes', async () => {
    const { editable, editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    const youtube = embedConfigs().VIDEO_CONFIGS[0];
    const parse = jest.spyOn(youtube, 'parseUrl');
    paste(editable, { 'text/plain': YOUTUBE });
    await screen.findByRole('option', { name: 'Embed YouTube video' });
    await act(async () => {
      editor.dispatchCommand(KEY_ENTER_COMMAND, null);
    });
    await waitFor(() => expect(types(editor)).toContain('video-embed'));
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockRestore();
    expect(types(editor)).toEqual(['paragraph', 'paragraph', 'video-embed', 'paragraph']);
    editor.read(() => {
      const [, urlParagraph, , after] = $getRoot().getChildren();
      expect(urlParagraph.getTextContent()).toBe('');
      expect($getRoot().getAllTextNodes()).toHaveLength(0);
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.anchor.getNode().is(after)).toBe(true);
    });
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('embedFn calls parseUrl a second time before insertNode', async () => {
    const calls: string[] = [];
    const { editable, editor } = renderEmbeds([recordingConfig('yt', 'youtube', calls)]);
    paste(editable, { 'text/plain': YOUTUBE });
    await screen.findByRole('option', { name: 'Embed yt' });
    await act(async () => {
      editor.dispatchCommand(KEY_ENTER_COMMAND, null);
    });
    await waitFor(() => expect(calls).toContain('insert:yt'));
    expect(calls).toEqual([`yt:${YOUTUBE}`, `yt:${YOUTUBE}`, 'insert:yt']);
  });

  it('"Keep as link" and Escape close the menu and keep the link', async () => {
    for (const close of ['click', 'escape'] as const) {
      const view = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
      paste(view.editable, { 'text/plain': YOUTUBE });
      const keep = await screen.findByRole('option', { name: 'Keep as link' });
      if (close === 'click') fireEvent.mouseDown(keep);
      else {
        act(() => {
          view.editor.dispatchCommand(KEY_ESCAPE_COMMAND, new KeyboardEvent('keydown', { key: 'Escape' }));
        });
      }
      await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
      expect(types(view.editor)).toEqual(['paragraph', 'paragraph']);
      expect(view.editor.read(() => $getRoot().getTextContent())).toContain(YOUTUBE);
      view.unmount();
    }
  });

  it('the arrows move the highlight and Tab picks the highlighted option', async () => {
    const { editable, editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    paste(editable, { 'text/plain': YOUTUBE });
    const keep = await screen.findByRole('option', { name: 'Keep as link' });
    act(() => {
      editor.dispatchCommand(KEY_ARROW_DOWN_COMMAND, new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    });
    expect(keep.getAttribute('aria-selected')).toBe('true');
    expect(editable.getAttribute('aria-activedescendant')).toBe('typeahead-item-1');
    act(() => {
      editor.dispatchCommand(KEY_TAB_COMMAND, new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(types(editor)).toEqual(['paragraph', 'paragraph']);
  });

  it('typing into the link while the menu is open closes it and leaves the link', async () => {
    const { editable, editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    paste(editable, { 'text/plain': YOUTUBE });
    await screen.findByRole('option', { name: 'Embed YouTube video' });
    act(() => {
      editor.update(
        () => {
          const text = $getRoot().getAllTextNodes()[0];
          text.setTextContent(`${text.getTextContent()}&t=1`);
        },
        { discrete: true },
      );
    });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(types(editor)).toEqual(['paragraph', 'paragraph']);
  });

  it('a click on the embed option embeds too', async () => {
    const { editable, editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    paste(editable, { 'text/plain': VIMEO });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Embed Vimeo video' }));
    await waitFor(() => expect(types(editor)).toContain('video-embed'));
  });
});

describe('embeds: the video node', () => {
  function videoEditor() {
    const { VideoEmbedNode, $createVideoEmbedNode } = videoNode();
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const view = render(
      <LexicalComposer initialConfig={{ namespace: 'video', onError, nodes: [VideoEmbedNode, LinkNode] }}>
        <RichTextPlugin contentEditable={<ContentEditable aria-label="Notes" />} ErrorBoundary={LexicalErrorBoundary} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    const editor = editorRef.current!;
    act(() => {
      editor.update(
        () =>
          $getRoot()
            .clear()
            .append($createVideoEmbedNode({ provider: 'youtube', id: 'M7lc1UVf-VE' })),
        { discrete: true },
      );
    });
    return { ...view, editor };
  }

  it('is a block decorator: not inline, a div, format saved as "format", and the fields as given', () => {
    const { editor } = videoEditor();
    editor.read(() => {
      const node = $getRoot().getFirstChildOrThrow();
      expect($isDecoratorNode(node) && node.isInline()).toBe(false);
      expect(editor.getElementByKey(node.getKey())!.tagName).toBe('DIV');
    });
    expect(editor.getEditorState().toJSON().root.children[0]).toMatchObject({
      type: 'video-embed',
      format: '',
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
    });
  });

  it('renders a titled, lazy, sandboxed frame whose src is rebuilt from the id', () => {
    const { container } = videoEditor();
    const iframe = container.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(iframe.getAttribute('title')).toBe('YouTube video M7lc1UVf-VE');
    expect(iframe.getAttribute('loading')).toBe('lazy');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  });

  it('BlockWithAlignableContents: a click on the wrapper selects the node, and FORMAT_ELEMENT_COMMAND then aligns it', async () => {
    const { container, editor } = videoEditor();
    expect(editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'center')).toBe(false);
    fireEvent.click(container.querySelector('.embed')!);
    await waitFor(() => expect(container.querySelector('.embed-selected')).not.toBeNull());
    await act(async () => {
      editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, 'center');
    });
    expect(editor.getEditorState().toJSON().root.children[0]).toMatchObject({ format: 'center' });
    expect((container.querySelector('.embed') as HTMLElement).style.textAlign).toBe('center');
  });

  it('a stored document with a tampered id loads without an error and shows a note instead of a frame', () => {
    const { editor, container } = videoEditor();
    const json = JSON.stringify(editor.getEditorState().toJSON()).replace('M7lc1UVf-VE', '../../attacker');
    act(() => {
      editor.setEditorState(editor.parseEditorState(json));
    });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('This video cannot be shown.');
    expect(editor.read(() => $generateHtmlFromNodes(editor, null))).toBe('');
    expect(editor.read(() => $getRoot().getTextContent())).toBe('');
  });

  it('getTextContent is the watch address; exportDOM writes a frame with the rebuilt address and the sandbox', () => {
    const { editor } = videoEditor();
    expect(editor.read(() => $getRoot().getTextContent())).toBe(YOUTUBE);
    const html = editor.read(() => $generateHtmlFromNodes(editor, null));
    const iframe = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(iframe.getAttribute('title')).toBe('YouTube video M7lc1UVf-VE');
  });

  it('HTML exported by one editor pastes into another as the same video', async () => {
    const source = videoEditor();
    const html = source.editor.read(() => $generateHtmlFromNodes(source.editor, null));
    source.unmount();
    const { editable, editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    paste(editable, { 'text/html': html });
    await act(async () => {});
    expect(
      editor
        .getEditorState()
        .toJSON()
        .root.children.find((child) => child.type === 'video-embed'),
    ).toMatchObject({
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
    });
  });

  it('without the video node, a pasted player frame leaves nothing behind', async () => {
    const { editable, editor } = renderEmbeds([], { nodes: [LinkNode, AutoLinkNode] });
    paste(editable, { 'text/html': '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"></iframe>' });
    await act(async () => {});
    expect(types(editor)).toEqual(['paragraph', 'paragraph']);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('\n\n');
  });

  it('importDOM: a pasted player frame becomes a video node, any other frame is dropped', async () => {
    const { editable, editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
    paste(editable, {
      'text/html':
        '<p>before</p><iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1" width="560"></iframe>' +
        '<iframe src="https://attacker.test/embed/M7lc1UVf-VE"></iframe><p>after</p>',
    });
    await act(async () => {});
    expect(types(editor).filter((type) => type === 'video-embed')).toHaveLength(1);
    expect(
      editor
        .getEditorState()
        .toJSON()
        .root.children.find((child) => child.type === 'video-embed'),
    ).toMatchObject({
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
    });
    expect(editor.read(() => $getRoot().getTextContent())).not.toContain('attacker');
  });
});

describe('embeds: inserting without a paste', () => {
  it('INSERT_EMBED_COMMAND with a known type calls onOpenEmbedModalForConfig and returns true; an unknown type returns false', () => {
    const asked: string[] = [];
    const { editor } = renderEmbeds(embedConfigs().VIDEO_CONFIGS, { onAskForUrl: (config) => asked.push(config.type) });
    let handled: boolean[] = [];
    act(() => {
      handled = [editor.dispatchCommand(INSERT_EMBED_COMMAND, 'youtube'), editor.dispatchCommand(INSERT_EMBED_COMMAND, 'tiktok')];
    });
    expect(handled).toEqual([true, false]);
    expect(asked).toEqual(['youtube']);
  });

  it("the page's EmbedDialog parses the address and inserts the node in an update of its own", async () => {
    const { EmbedDialog } = loadSample<{ EmbedDialog: (props: { config: EmbedConfigLike; onClose: () => void }) => React.JSX.Element }>(
      EMBEDS,
      'InsertVideo.tsx',
    );
    const { EmbedPlugin } = embedPlugin();
    const { VideoEmbedNode } = videoNode();
    const config = embedConfigs().VIDEO_CONFIGS[0];
    const closed = jest.fn();
    const editorRef: { current: LexicalEditor | null } = { current: null };
    render(
      <LexicalComposer initialConfig={{ namespace: 'dialog', onError, nodes: [LinkNode, AutoLinkNode, VideoEmbedNode] }}>
        <RichTextPlugin contentEditable={<ContentEditable aria-label="Notes" />} ErrorBoundary={LexicalErrorBoundary} />
        <EmbedPlugin configs={[config]} />
        <EmbedDialog config={config} onClose={closed} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    caretAtEnd(editorRef.current!);
    const input = screen.getByLabelText('YouTube address');
    fireEvent.change(input, { target: { value: 'https://attacker.test/watch?v=M7lc1UVf-VE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is not a YouTube address.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'https://youtu.be/M7lc1UVf-VE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(types(editorRef.current!)).toContain('video-embed');
  });
});

describe('embeds: link previews', () => {
  const PREVIEW: LinkPreview = {
    url: 'https://example.com/post',
    title: '<script>alert(1)</script> Release notes',
    description: 'What changed',
    siteName: 'Example',
  };

  it('an async parseUrl is awaited, the endpoint is asked once for both calls, and the card shows the strings as text', async () => {
    const { LinkPreviewNode, linkPreviewConfig } = linkPreview();
    const load = jest.fn(async (url: string) => ({ ...PREVIEW, url }));
    const config = linkPreviewConfig(load);
    const { editable, editor, container } = renderEmbeds([...embedConfigs().VIDEO_CONFIGS, config], {
      nodes: [LinkNode, AutoLinkNode, videoNode().VideoEmbedNode, LinkPreviewNode],
    });
    paste(editable, { 'text/plain': 'https://example.com/post' });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Show a preview card' }));
    await waitFor(() => expect(types(editor)).toContain('link-preview'));
    expect(load).toHaveBeenCalledTimes(1);
    const card = container.querySelector('a.link-preview')!;
    expect(card.getAttribute('href')).toBe('https://example.com/post');
    expect(card.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(card.querySelector('strong')!.textContent).toBe('<script>alert(1)</script> Release notes');
    expect(container.querySelector('script')).toBeNull();
  });

  it('declines video addresses, so the video config is offered whatever the order', async () => {
    const load = jest.fn(async () => PREVIEW);
    const { linkPreviewConfig, LinkPreviewNode } = linkPreview();
    const config = linkPreviewConfig(load);
    expect(config.parseUrl(YOUTUBE)).toBeNull();
    expect(config.parseUrl('javascript:alert(1)')).toBeNull();
    const { editable } = renderEmbeds([...embedConfigs().VIDEO_CONFIGS, config], {
      nodes: [LinkNode, AutoLinkNode, videoNode().VideoEmbedNode, LinkPreviewNode],
    });
    paste(editable, { 'text/plain': YOUTUBE });
    expect(await screen.findByRole('option', { name: 'Embed YouTube video' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('a stored card with a javascript: URL is drawn without a link, and long strings are clipped', () => {
    const { LinkPreviewNode } = linkPreview();
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const { container } = render(
      <LexicalComposer initialConfig={{ namespace: 'cards', onError, nodes: [LinkPreviewNode] }}>
        <RichTextPlugin contentEditable={<ContentEditable aria-label="Notes" />} ErrorBoundary={LexicalErrorBoundary} />
        <EditorRefPlugin editorRef={editorRef} />
      </LexicalComposer>,
    );
    const stored = {
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: null,
        children: [{ type: 'link-preview', version: 1, preview: { ...PREVIEW, url: 'javascript:alert(1)', title: 'x'.repeat(5000) } }],
      },
    };
    act(() => {
      editorRef.current!.setEditorState(editorRef.current!.parseEditorState(JSON.stringify(stored)));
    });
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('div.link-preview strong')!.textContent).toHaveLength(200);
  });
});

describe('embeds: the types of a list of configurations', () => {
  it('a config typed with its own data does not fit a list of EmbedConfig (checked by npm run typecheck)', () => {
    const typed: EmbedConfig<{ n: number }> = {
      type: 'typed',
      parseUrl: () => ({ url: '', id: '', data: { n: 1 } }),
      insertNode: (_editor, result) => void result.data?.n.toFixed(),
    };
    // @ts-expect-error: its insertNode accepts less than the list's EmbedConfig<unknown> promises
    const list: EmbedConfig[] = [typed];
    expect(list).toHaveLength(1);
  });
});

describe('embeds: the full editor sample', () => {
  it('EmbedEditor wires the nodes and plugins: a pasted address is offered and embedded', async () => {
    const { EmbedEditor } = loadSample<{ EmbedEditor: () => React.JSX.Element }>(EMBEDS, 'EmbedEditor.tsx');
    render(<EmbedEditor />);
    const editable = screen.getByRole('textbox', { name: 'Notes' });
    const editor = getNearestEditorFromDOMNode(editable)!;
    caretAtEnd(editor, false);
    paste(editable, { 'text/plain': 'https://youtu.be/M7lc1UVf-VE' });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Embed YouTube video' }));
    await waitFor(() => expect(types(editor)).toContain('video-embed'));
  });
});

// ---------------------------------------------------------------------------------------------
// getting-started/testing-your-editor
// ---------------------------------------------------------------------------------------------

const TESTING = 'getting-started/testing-your-editor';

interface TestEditorModule {
  APP_NODES: Klass<LexicalNode>[];
  createTestEditor(): LexicalEditor;
  typeText(editor: LexicalEditor, text: string): void;
  outline(editor: LexicalEditor): string;
}
const testEditor = () => loadSample<TestEditorModule>(TESTING, 'testEditor.ts');

/** Runs a page's sample test file: its `test(...)` calls run here, in order, with Jest's expect. */
async function runSampleTests(file: string): Promise<string[]> {
  const ran: Array<[string, () => unknown]> = [];
  loadSample(TESTING, file, { test: (name: string, fn: () => unknown) => ran.push([name, fn]), expect });
  for (const [, fn] of ran) await fn();
  return ran.map(([name]) => name);
}

/** A headless editor with one empty paragraph and the caret in it. */
function emptyDocument(): LexicalEditor {
  const editor = testEditor().createTestEditor();
  editor.update(() => $getRoot().append($createParagraphNode()).selectEnd(), { discrete: true });
  return editor;
}

describe('testing: when an update lands', () => {
  const text = (editor: LexicalEditor) => editor.getEditorState().read(() => $getRoot().getTextContent());
  const appendText = (value: string) => () => $getRoot().append($createParagraphNode().append($createTextNode(value)));

  it('update() commits in a microtask; read() commits what is pending; discrete commits before returning', async () => {
    const queued = testEditor().createTestEditor();
    queued.update(appendText('a'));
    expect(text(queued)).toBe('');
    await Promise.resolve();
    expect(text(queued)).toBe('a');

    const read = testEditor().createTestEditor();
    read.update(appendText('a'));
    expect(read.read(() => $getRoot().getTextContent())).toBe('a');

    const discrete = testEditor().createTestEditor();
    discrete.update(appendText('a'), { discrete: true });
    expect(text(discrete)).toBe('a');
  });

  it('updates queued in the same task are one commit with one listener call; a commit between them makes two', async () => {
    const editor = testEditor().createTestEditor();
    const calls: string[] = [];
    editor.registerUpdateListener(({ editorState }) => calls.push(editorState.read(() => $getRoot().getTextContent())));
    editor.update(appendText('a'));
    editor.update(appendText('b'));
    await Promise.resolve();
    expect(calls).toEqual(['a\n\nb']);
    editor.update(appendText('c'));
    editor.read(() => {});
    editor.update(appendText('d'));
    editor.read(() => {});
    expect(calls).toHaveLength(3);
  });

  it('history: three insertions in one task are one undo step; committed one by one, they are three', () => {
    const undoOnce = (commitEach: boolean) => {
      const editor = testEditor().createTestEditor();
      registerHistory(editor, createEmptyHistoryState(), 0);
      editor.update(() => $getRoot().append($createParagraphNode()).selectEnd(), { discrete: true });
      for (const character of 'abc') {
        editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, character);
        if (commitEach) editor.read(() => {});
      }
      editor.read(() => {});
      editor.dispatchCommand(UNDO_COMMAND, undefined);
      return editor.read(() => $getRoot().getTextContent());
    };
    expect(undoOnce(false)).toBe('');
    expect(undoOnce(true)).toBe('ab');
  });

  it('a rethrowing onError fails the update, and the half-applied change is still committed by the next read', () => {
    const editor = testEditor().createTestEditor();
    expect(() =>
      editor.update(
        () => {
          appendText('PARTIAL')();
          throw new Error('boom');
        },
        { discrete: true },
      ),
    ).toThrow('boom');
    expect(editor.read(() => $getRoot().getTextContent())).toBe('PARTIAL');
  });

  it('dispatchCommand returns false when nothing handles the command (no rich-text registration)', () => {
    const bare = createEditor({ namespace: 'bare', onError });
    expect(bare.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')).toBe(false);
    expect(emptyDocument().dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')).toBe(true);
  });
});

describe('testing: HTML needs a document', () => {
  it('$generateHtmlFromNodes builds its output with the global document', () => {
    const editor = testEditor().createTestEditor();
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('x'))), { discrete: true });
    const create = jest.spyOn(document, 'createElement');
    expect(editor.read(() => $generateHtmlFromNodes(editor, null))).toBe('<p><span style="white-space: pre-wrap;">x</span></p>');
    expect(create).toHaveBeenCalled();
    create.mockRestore();
  });
});

describe('testing: typing without a keyboard', () => {
  it('typeText inserts at the selection, one update per character', () => {
    const editor = emptyDocument();
    let updates = 0;
    editor.registerUpdateListener(() => updates++);
    testEditor().typeText(editor, 'abc');
    expect(updates).toBe(3);
    expect(testEditor().outline(editor)).toBe('paragraph\n  text "abc"');
  });

  it('the naive en-dash transform passes on built text and fails when typed; the page version works typed', () => {
    const naive = (editor: LexicalEditor) =>
      editor.registerNodeTransform(TextNode, (node) => {
        const value = node.getTextContent();
        if (value.includes('--')) node.setTextContent(value.replace('--', '–'));
      });
    const built = testEditor().createTestEditor();
    naive(built);
    built.update(() => $getRoot().append($createParagraphNode().append($createTextNode('1--2'))), { discrete: true });
    expect(testEditor().outline(built)).toBe('paragraph\n  text "1–2"');

    const typed = emptyDocument();
    naive(typed);
    expect(() => testEditor().typeText(typed, '1--2')).toThrow('$getTextNodeOffset: invalid offset 3 for size 2');

    const { registerEnDash } = loadSample<{ registerEnDash(editor: LexicalEditor): () => void }>(TESTING, 'enDash.ts');
    const fixed = emptyDocument();
    registerEnDash(fixed);
    testEditor().typeText(fixed, '1--2');
    expect(testEditor().outline(fixed)).toBe('paragraph\n  text "1–2"');
    fixed.read(() => {
      const selection = $getSelection();
      expect($isRangeSelection(selection) && [selection.anchor.offset, selection.isCollapsed()]).toEqual([3, true]);
    });
  });

  it("the page's enDash.test.ts passes", async () => {
    expect(await runSampleTests('enDash.test.ts')).toEqual(['typing 1--2 gives an en dash']);
  });
});

describe('testing: selection in a headless editor', () => {
  it('a selection set in an update stays through later updates; bold on a range splits the text and formats the part', () => {
    const editor = testEditor().createTestEditor();
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('Hello world'))), { discrete: true });
    editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 5), { discrete: true });
    editor.update(() => $getRoot().append($createParagraphNode()), { discrete: true });
    editor.read(() => expect($getSelection()?.getTextContent()).toBe('Hello'));
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold');
    expect(testEditor().outline(editor)).toBe('paragraph\n  text "Hello" bold\n  text " world"\nparagraph');
  });

  it('bold with a collapsed caret formats the characters typed next', () => {
    const editor = emptyDocument();
    testEditor().typeText(editor, 'a');
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold');
    testEditor().typeText(editor, 'b');
    expect(testEditor().outline(editor)).toBe('paragraph\n  text "a"\n  text "b" bold');
  });
});

describe('testing: React Testing Library', () => {
  const renderEditorSample = () =>
    loadSample<{
      renderEditor(ui: React.ReactNode): { editor: LexicalEditor; editable: HTMLElement; container: HTMLElement };
      selectText(editable: HTMLElement, start: number, end: number): void;
    }>(TESTING, 'renderEditor.tsx');

  async function helloWorld() {
    const { renderEditor } = renderEditorSample();
    const view = renderEditor(null);
    await act(async () => {
      view.editor.update(() =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('Hello world'))),
      );
    });
    return view;
  }

  const lexicalSelection = (editor: LexicalEditor) =>
    editor.read(() => {
      const selection = $getSelection();
      return $isRangeSelection(selection) ? selection.getTextContent() : null;
    });

  it("the page's BoldButton.test.tsx passes", async () => {
    expect(await runSampleTests('BoldButton.test.tsx')).toEqual(['the bold button bolds the selection and shows it']);
  });

  it('jsdom (20, from jest-environment-jsdom 29) fires no selectionchange for setBaseAndExtent; Lexical only follows once it is dispatched', async () => {
    const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    expect(manifest('jest-environment-jsdom').version).toMatch(/^29\./);
    expect(manifest('jsdom').version).toMatch(/^20\./);
    const { editor, editable } = await helloWorld();
    let fired = 0;
    const count = () => fired++;
    document.addEventListener('selectionchange', count);
    const text = editable.querySelector('[data-lexical-text]')!.firstChild!;
    act(() => {
      document.getSelection()!.setBaseAndExtent(text, 0, text, 5);
    });
    await act(async () => {});
    expect(fired).toBe(0);
    expect(lexicalSelection(editor)).not.toBe('Hello');
    document.removeEventListener('selectionchange', count);
    act(() => renderEditorSample().selectText(editable, 0, 5));
    expect(lexicalSelection(editor)).toBe('Hello');
  });

  it('a printable keydown inserts nothing; Ctrl+B bolds (jsdom has no platform, so not Meta+B); Enter splits the paragraph', async () => {
    expect(navigator.platform).toBe('');
    const { editor, editable } = await helloWorld();
    act(() => renderEditorSample().selectText(editable, 0, 5));
    fireEvent.keyDown(editable, { key: 'x' });
    await act(async () => {});
    expect(editable.textContent).toBe('Hello world');
    fireEvent.keyDown(editable, { key: 'b', metaKey: true });
    await act(async () => {});
    expect(editable.querySelector('strong')).toBeNull();
    fireEvent.keyDown(editable, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(editable.querySelector('strong')?.textContent).toBe('Hello'));
    act(() => {
      editor.update(() => $getRoot().selectEnd(), { discrete: true });
    });
    fireEvent.keyDown(editable, { key: 'Enter' });
    await waitFor(() => expect(editable.querySelectorAll('p')).toHaveLength(2));
  });

  it('a shortcut acts on the selection Lexical last saw, not on a newer DOM selection it was not told of', async () => {
    const { editor, editable } = await helloWorld();
    act(() => renderEditorSample().selectText(editable, 0, 5));
    const text = editable.querySelector('[data-lexical-text]')!.firstChild!;
    act(() => {
      document.getSelection()!.setBaseAndExtent(text, 6, text, 11);
    });
    fireEvent.keyDown(editable, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(editable.querySelector('strong')?.textContent).toBe('Hello'));
    expect(lexicalSelection(editor)).toBe('Hello');
  });

  it('without a Range.getBoundingClientRect, a collapsed selection in the focused editor fails the update with a TypeError', async () => {
    const { editor, editable } = await helloWorld();
    const measure = Range.prototype.getBoundingClientRect;
    // @ts-expect-error: jsdom's Range as it comes, without the setup file's stand-in
    delete Range.prototype.getBoundingClientRect;
    try {
      act(() => editable.focus());
      expect(() => editor.update(() => $getRoot().selectEnd(), { discrete: true })).toThrow(TypeError);
    } finally {
      Range.prototype.getBoundingClientRect = measure;
    }
    expect(() => editor.update(() => $getRoot().selectStart(), { discrete: true })).not.toThrow();
  });

  it('the menus need ResizeObserver and scrollIntoView: without them, opening a menu and moving its highlight throw', async () => {
    const { ResizeObserver: observer } = globalThis;
    const scroll = Element.prototype.scrollIntoView;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // What the page would report as uncaught, kept here instead.
    const uncaught: unknown[] = [];
    const keep = (event: ErrorEvent) => {
      event.preventDefault();
      uncaught.push(event.error);
    };
    window.addEventListener('error', keep);
    try {
      // @ts-expect-error: jsdom as it comes
      delete globalThis.ResizeObserver;
      const first = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
      paste(first.editable, { 'text/plain': YOUTUBE });
      // The menu's positioning effect throws as the menu opens, and React takes the tree down.
      await waitFor(() => expect(uncaught.map(String)).toContain('ReferenceError: ResizeObserver is not defined'));
      expect(screen.queryByRole('option')).toBeNull();
      first.unmount();
      globalThis.ResizeObserver = observer;
      // @ts-expect-error: jsdom as it comes
      delete Element.prototype.scrollIntoView;
      const second = renderEmbeds(embedConfigs().VIDEO_CONFIGS);
      paste(second.editable, { 'text/plain': YOUTUBE });
      await screen.findByRole('option', { name: 'Keep as link' });
      expect(() => second.editor.dispatchCommand(KEY_ARROW_DOWN_COMMAND, new KeyboardEvent('keydown', { key: 'ArrowDown' }))).toThrow(
        'scrollIntoView is not a function',
      );
    } finally {
      window.removeEventListener('error', keep);
      globalThis.ResizeObserver = observer;
      Element.prototype.scrollIntoView = scroll;
      errors.mockRestore();
    }
  });

  it('the root element carries the editor in __lexicalEditor, the field getNearestEditorFromDOMNode reads', async () => {
    const { editor, editable } = await helloWorld();
    expect((editable as unknown as { __lexicalEditor: LexicalEditor }).__lexicalEditor).toBe(editor);
    expect(getNearestEditorFromDOMNode(editable)).toBe(editor);
  });
});

describe('testing: snapshots', () => {
  function buildDocument() {
    const editor = testEditor().createTestEditor();
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('Same text'))), { discrete: true });
    return editor;
  }

  it('toJSON holds no keys, so the same document gives the same JSON; the keys themselves differ between editors', () => {
    const [first, second] = [buildDocument(), buildDocument()];
    const key = (editor: LexicalEditor) => editor.read(() => $getRoot().getAllTextNodes()[0].getKey());
    expect(key(first)).not.toBe(key(second));
    expect(JSON.stringify(first.getEditorState().toJSON())).toBe(JSON.stringify(second.getEditorState().toJSON()));
    expect(JSON.stringify(first.getEditorState().toJSON())).not.toContain(`"${key(first)}"`);
  });

  it('an empty paragraph made by Enter after bold text records textFormat 1, one appended in code 0; the outlines match', () => {
    const boldX = () => {
      const editor = emptyDocument();
      testEditor().typeText(editor, 'x');
      editor.update(() => $getRoot().getAllTextNodes()[0].select(0, 1), { discrete: true });
      editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold');
      editor.update(() => $getRoot().selectEnd(), { discrete: true });
      return editor;
    };
    const entered = boldX();
    entered.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    const appended = boldX();
    appended.update(() => $getRoot().append($createParagraphNode()), { discrete: true });
    expect(testEditor().outline(entered)).toBe('paragraph\n  text "x" bold\nparagraph');
    expect(testEditor().outline(appended)).toBe(testEditor().outline(entered));
    const second = (editor: LexicalEditor) => editor.getEditorState().toJSON().root.children[1] as unknown as Record<string, unknown>;
    expect([second(entered).textFormat, second(appended).textFormat]).toEqual([1, 0]);
    expect(second(appended)).toHaveProperty('textStyle', '');
  });

  it('generateContent prints keys and the build string', () => {
    const editor = buildDocument();
    const tree = generateContent(editor, [], false);
    expect(tree).toMatch(/\(\d+\) paragraph/);
    expect(tree).toContain('v0.35.0+dev.cjs');
  });

  it("the rendered DOM carries Lexical's own attributes: data-lexical-text, dir=auto on paragraphs", async () => {
    const { renderEditor } = loadSample<{ renderEditor(ui: React.ReactNode): { editor: LexicalEditor; editable: HTMLElement } }>(
      TESTING,
      'renderEditor.tsx',
    );
    const { editor, editable } = renderEditor(null);
    await act(async () => {
      editor.update(() =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('Hi'))),
      );
    });
    expect(editable.innerHTML).toBe('<p dir="auto"><span data-lexical-text="true">Hi</span></p>');
  });

  it("the page's outline.test.ts passes", async () => {
    expect(await runSampleTests('outline.test.ts')).toEqual(['typed text, as an outline']);
  });
});
