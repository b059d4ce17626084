/**
 * Claims of four guides (getting-started/accessibility, concepts/untrusted-content,
 * migrating-from-draft-js, core-map), run against the pinned 0.35.0 packages in jsdom. Where a
 * page shows a sample with `file="..."`, the test loads that very fence from the MDX file
 * (hidden lines included, compiled by TypeScript) and runs it, so the page and the test cannot
 * drift apart.
 */
import React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { $insertDataTransferForRichText } from '@lexical/clipboard';
import { createHeadlessEditor } from '@lexical/headless';
import { $generateHtmlFromNodes } from '@lexical/html';
import { $createLinkNode, $isLinkNode, LinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode, ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $dfs } from '@lexical/utils';
import { registerTabIndentation } from '@lexical/react/LexicalTabIndentationPlugin';
import { $createHeadingNode, HeadingNode, registerRichText } from '@lexical/rich-text';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  type CreateEditorArgs,
  type DOMConversionMap,
  $isTextNode,
  COMMAND_PRIORITY_CRITICAL,
  createEditor,
  DecoratorNode,
  FORMAT_TEXT_COMMAND,
  KEY_ESCAPE_COMMAND,
  KEY_TAB_COMMAND,
  type LexicalEditor,
  type LexicalNode,
  type SerializedLexicalNode,
  TextNode,
} from 'lexical';
import { loadSample } from './__fixtures__/load-sample';

const onError = (error: Error) => {
  throw error;
};

/** A React editor with rich text and a ContentEditable built from the props given. */
function renderEditor(
  contentEditable: React.JSX.Element,
  options: { nodes?: CreateEditorArgs['nodes']; extra?: React.ReactNode; placeholder?: React.JSX.Element } = {},
) {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const view = render(
    <LexicalComposer initialConfig={{ namespace: 'a11y', onError, nodes: options.nodes ?? [] }}>
      <RichTextPlugin contentEditable={contentEditable} placeholder={options.placeholder} ErrorBoundary={LexicalErrorBoundary} />
      {options.extra}
      <EditorRefPlugin editorRef={editorRef} />
    </LexicalComposer>,
  );
  return { ...view, editor: editorRef.current! };
}

// ---------------------------------------------------------------------------------------------
// getting-started/accessibility
// ---------------------------------------------------------------------------------------------

describe('getting-started/accessibility: what ContentEditable renders', () => {
  it('sets role, contenteditable, spellcheck and data-lexical-editor, and no name or aria-multiline', () => {
    const { container } = renderEditor(<ContentEditable />);
    const editable = container.querySelector('[data-lexical-editor]')!;
    expect(editable.getAttribute('role')).toBe('textbox');
    expect(editable.getAttribute('contenteditable')).toBe('true');
    expect(editable.getAttribute('spellcheck')).toBe('true');
    expect(editable.getAttribute('data-lexical-editor')).toBe('true');
    for (const name of ['aria-label', 'aria-labelledby', 'aria-multiline', 'aria-readonly', 'aria-autocomplete']) {
      expect(editable.hasAttribute(name)).toBe(false);
    }
    const style = (editable as HTMLElement).style;
    expect([style.userSelect, style.whiteSpace, style.wordBreak]).toEqual(['text', 'pre-wrap', 'break-word']);
  });

  it('turns the camel-case props into aria attributes and passes kebab-case ones through', () => {
    const { container } = renderEditor(
      <ContentEditable
        ariaLabelledBy="label"
        ariaDescribedBy="hint"
        ariaMultiline
        ariaRequired
        ariaInvalid
        ariaErrorMessage="error"
        aria-keyshortcuts="Alt+F10"
        spellCheck={false}
        role="combobox"
        ariaExpanded={false}
        ariaControls="menu"
      />,
    );
    const editable = container.querySelector('[data-lexical-editor]')!;
    expect(editable.getAttribute('aria-labelledby')).toBe('label');
    expect(editable.getAttribute('aria-describedby')).toBe('hint');
    expect(editable.getAttribute('aria-multiline')).toBe('true');
    expect(editable.getAttribute('aria-required')).toBe('true');
    expect(editable.getAttribute('aria-invalid')).toBe('true');
    expect(editable.getAttribute('aria-errormessage')).toBe('error');
    expect(editable.getAttribute('aria-keyshortcuts')).toBe('Alt+F10');
    expect(editable.getAttribute('spellcheck')).toBe('false');
    expect(editable.getAttribute('aria-expanded')).toBe('false');
    expect(editable.getAttribute('aria-controls')).toBe('menu');
  });

  it('writes aria-expanded only for a combobox', () => {
    const { container } = renderEditor(<ContentEditable ariaExpanded ariaLabel="Notes" />);
    const editable = container.querySelector('[data-lexical-editor]')!;
    expect(editable.hasAttribute('aria-expanded')).toBe(false);
    expect(editable.getAttribute('aria-label')).toBe('Notes');
  });

  it('read-only: contenteditable false, aria-readonly, aria-autocomplete none, no aria-controls', () => {
    const { container, editor } = renderEditor(<ContentEditable ariaControls="menu" ariaOwns="list" />);
    act(() => editor.setEditable(false));
    const editable = container.querySelector('[data-lexical-editor]')!;
    expect(editable.getAttribute('contenteditable')).toBe('false');
    expect(editable.getAttribute('aria-readonly')).toBe('true');
    expect(editable.getAttribute('aria-autocomplete')).toBe('none');
    expect(editable.hasAttribute('aria-controls')).toBe(false);
    expect(editable.hasAttribute('aria-owns')).toBe(false);
  });

  it('editor.focus() sets autocapitalize="off" on the root, and the commit of its update removes it', () => {
    const { container, editor } = renderEditor(<ContentEditable />);
    const editable = container.querySelector('[data-lexical-editor]')!;
    expect(editable.hasAttribute('autocapitalize')).toBe(false);
    act(() => editor.focus());
    expect(editable.getAttribute('autocapitalize')).toBe('off');
    // A read commits the pending focus update first.
    editor.read(() => {});
    expect(editable.hasAttribute('autocapitalize')).toBe(false);
  });

  it('the sample CommentEditor compiles to a labelled, described, multiline textbox', () => {
    const { CommentEditor } = loadSample<{ CommentEditor: () => React.JSX.Element }>('getting-started/accessibility', 'CommentEditor.tsx');
    const { container } = render(<CommentEditor />);
    const editable = container.querySelector('[data-lexical-editor]')!;
    const label = container.querySelector('h2')!;
    const hint = container.querySelector('p')!;
    expect(editable.getAttribute('aria-labelledby')).toBe(label.id);
    expect(editable.getAttribute('aria-describedby')).toBe(hint.id);
    expect(editable.getAttribute('aria-multiline')).toBe('true');
    expect(editable.getAttribute('aria-placeholder')).toBe('Be kind and specific');
  });
});

describe('getting-started/accessibility: placeholders', () => {
  const placeholderOf = (container: HTMLElement) => container.querySelector('.ph');

  it('renders as an aria-hidden sibling after the editable element, with aria-placeholder on the editable', () => {
    const { container } = renderEditor(<ContentEditable aria-placeholder="Write" placeholder={<span className="ph">Write</span>} />);
    const editable = container.querySelector('[data-lexical-editor]')!;
    const wrapper = placeholderOf(container)!.parentElement!;
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(editable.nextElementSibling).toBe(wrapper);
    expect(editable.contains(wrapper)).toBe(false);
    expect(editable.getAttribute('aria-placeholder')).toBe('Write');
  });

  it('a function placeholder is called with isEditable', () => {
    const { container, editor } = renderEditor(
      <ContentEditable
        aria-placeholder="Write"
        placeholder={(isEditable) => <span className="ph">{isEditable ? 'Write' : 'Read only'}</span>}
      />,
    );
    expect(placeholderOf(container)!.textContent).toBe('Write');
    act(() => editor.setEditable(false));
    expect(placeholderOf(container)!.textContent).toBe('Read only');
  });

  it.each([
    ['text', () => $createParagraphNode().append($createTextNode('a'))],
    ['a single space', () => $createParagraphNode().append($createTextNode(' '))],
    ['an empty heading', () => $createHeadingNode('h2')],
    ['an indented empty paragraph', () => $createParagraphNode().setIndent(1)],
  ])('is hidden by %s', (_name, make) => {
    const { container, editor } = renderEditor(
      <ContentEditable aria-placeholder="Write" placeholder={<span className="ph">Write</span>} />,
      { nodes: [HeadingNode] },
    );
    expect(placeholderOf(container)).not.toBeNull();
    act(() => editor.update(() => $getRoot().clear().append(make()), { discrete: true }));
    expect(placeholderOf(container)).toBeNull();
  });

  it('is hidden by a second empty paragraph', () => {
    const { container, editor } = renderEditor(
      <ContentEditable aria-placeholder="Write" placeholder={<span className="ph">Write</span>} />,
    );
    act(() =>
      editor.update(() => $getRoot().clear().append($createParagraphNode(), $createParagraphNode()), {
        discrete: true,
      }),
    );
    expect(placeholderOf(container)).toBeNull();
  });

  it("RichTextPlugin's own placeholder prop renders without aria-hidden", () => {
    const { container } = renderEditor(<ContentEditable />, {
      placeholder: <div className="ph">Write</div>,
    });
    const placeholder = placeholderOf(container)!;
    expect(placeholder).not.toBeNull();
    expect(placeholder.closest('[aria-hidden]')).toBeNull();
    expect(container.querySelector('[aria-placeholder]')).toBeNull();
  });
});

class BadgeNode extends DecoratorNode<React.JSX.Element> {
  static getType() {
    return 'badge';
  }
  static clone(node: BadgeNode) {
    return new BadgeNode(node.__key);
  }
  static importJSON() {
    return new BadgeNode();
  }
  exportJSON(): SerializedLexicalNode {
    return { type: 'badge', version: 1 };
  }
  createDOM() {
    return document.createElement('span');
  }
  updateDOM() {
    return false;
  }
  isInline() {
    return true;
  }
  decorate() {
    return <button type="button">Badge</button>;
  }
}

describe('getting-started/accessibility: node semantics', () => {
  it('a decorator element is contenteditable=false and keyboard-selectable by default', () => {
    const { container, editor } = renderEditor(<ContentEditable />, { nodes: [BadgeNode] });
    act(() =>
      editor.update(() => $getRoot().clear().append($createParagraphNode().append(new BadgeNode())), {
        discrete: true,
      }),
    );
    const decorator = container.querySelector('[data-lexical-decorator]') as HTMLElement;
    expect(decorator.contentEditable).toBe('false');
    expect(decorator.querySelector('button')!.textContent).toBe('Badge');
    editor.read(() => {
      const badge = $getRoot().getFirstDescendant() as BadgeNode;
      expect(badge.isKeyboardSelectable()).toBe(true);
    });
  });

  it('a check list item renders role=checkbox, aria-checked and tabindex=-1', () => {
    const { container, editor } = renderEditor(<ContentEditable />, { nodes: [ListNode, ListItemNode] });
    act(() =>
      editor.update(
        () => {
          const item = $createListItemNode(true).append($createTextNode('milk'));
          $getRoot().clear().append($createListNode('check').append(item));
        },
        { discrete: true },
      ),
    );
    const li = container.querySelector('li')!;
    expect(li.getAttribute('role')).toBe('checkbox');
    expect(li.getAttribute('aria-checked')).toBe('true');
    expect(li.getAttribute('tabindex')).toBe('-1');
  });
});

describe('getting-started/accessibility: Tab and Escape', () => {
  function richTextEditor() {
    const editor = createEditor({ namespace: 'keys', onError });
    const element = document.createElement('div');
    element.contentEditable = 'true';
    document.body.append(element);
    editor.setRootElement(element);
    registerRichText(editor);
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('hi')))
          .selectEnd(),
      {
        discrete: true,
      },
    );
    return editor;
  }

  it('rich text leaves Tab alone and blurs on Escape with a range selection', () => {
    const editor = richTextEditor();
    const blur = jest.spyOn(editor, 'blur');
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    expect(editor.dispatchCommand(KEY_TAB_COMMAND, tab)).toBe(false);
    expect(tab.defaultPrevented).toBe(false);
    expect(editor.dispatchCommand(KEY_ESCAPE_COMMAND, new KeyboardEvent('keydown', { key: 'Escape' }))).toBe(true);
    expect(blur).toHaveBeenCalled();
  });

  it('registerTabIndentation (TabIndentationPlugin) takes Tab and prevents its default', () => {
    const editor = richTextEditor();
    registerTabIndentation(editor);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    let handled = false;
    editor.update(
      () => {
        handled = editor.dispatchCommand(KEY_TAB_COMMAND, tab);
      },
      { discrete: true },
    );
    expect(handled).toBe(true);
    expect(tab.defaultPrevented).toBe(true);
  });
});

describe('getting-started/accessibility: the FormatToolbar sample', () => {
  it('is one tab stop, moves with arrows, Home and End, and reports formats with aria-pressed', async () => {
    const { FormatToolbar } = loadSample<{ FormatToolbar: () => React.JSX.Element }>('getting-started/accessibility', 'FormatToolbar.tsx');
    const { container, editor, getByRole } = renderEditor(<ContentEditable ariaLabel="Text" />, {
      extra: <FormatToolbar />,
    });
    const toolbar = getByRole('toolbar');
    expect(toolbar.getAttribute('aria-label')).toBe('Text formatting');
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    const tabStops = () => buttons.map((b) => b.tabIndex);
    expect(tabStops()).toEqual([0, -1, -1, -1]);

    act(() => {
      buttons[0].focus();
    });
    fireEvent.keyDown(buttons[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(tabStops()).toEqual([-1, 0, -1, -1]);
    fireEvent.keyDown(buttons[1], { key: 'ArrowLeft' });
    fireEvent.keyDown(buttons[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[3]);
    fireEvent.keyDown(buttons[3], { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0], { key: 'End' });
    expect(tabStops()).toEqual([-1, -1, -1, 0]);

    // Select text in the editor, then press the Bold button.
    act(() =>
      editor.update(
        () => {
          const text = $createTextNode('hello');
          $getRoot().clear().append($createParagraphNode().append(text));
          text.select(0, 5);
        },
        { discrete: true },
      ),
    );
    expect(buttons[0].getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(buttons[0]);
    });
    editor.read(() => {
      const text = $getRoot().getFirstDescendant();
      expect($isTextNode(text) && text.hasFormat('bold')).toBe(true);
    });
    expect(buttons[0].getAttribute('aria-pressed')).toBe('true');
    expect(buttons[1].getAttribute('aria-pressed')).toBe('false');

    // Alt+F10 in the editor moves focus to the current button.
    const editable = container.querySelector('[data-lexical-editor]') as HTMLElement;
    act(() => {
      fireEvent.keyDown(editable, { key: 'F10', altKey: true });
    });
    expect(document.activeElement).toBe(buttons[3]);
  });
});

describe('getting-started/accessibility: the announcer sample', () => {
  it('announces "Bold on" and then "Bold off" in a role=status region', async () => {
    const { createAnnouncer, registerFormatAnnouncements } = loadSample<{
      createAnnouncer: (region: HTMLElement) => (message: string) => void;
      registerFormatAnnouncements: (editor: LexicalEditor, announce: (m: string) => void) => () => void;
    }>('getting-started/accessibility', 'announcer.ts');
    const region = document.createElement('div');
    document.body.append(region);
    const editor = createHeadlessEditor({ namespace: 'announce', onError });
    registerRichText(editor);
    registerFormatAnnouncements(editor, createAnnouncer(region));
    expect(region.getAttribute('role')).toBe('status');
    editor.update(
      () => {
        const text = $createTextNode('hello');
        $getRoot().clear().append($createParagraphNode().append(text));
        text.select(0, 5);
      },
      { discrete: true },
    );
    // The sample writes its message 50 ms after clearing the region: Jest's clock moves those
    // 50 ms at once (the editor's own microtasks stay real).
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const format = async () => {
        editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold');
        await Promise.resolve();
      };
      await format();
      jest.advanceTimersByTime(50);
      expect(region.textContent).toBe('Bold on');
      await format();
      // Cleared at once, written 50 ms later.
      expect(region.textContent).toBe('');
      jest.advanceTimersByTime(49);
      expect(region.textContent).toBe('');
      jest.advanceTimersByTime(1);
      expect(region.textContent).toBe('Bold off');
    } finally {
      jest.useRealTimers();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// concepts/untrusted-content
// ---------------------------------------------------------------------------------------------

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** A rich-text editor on a real root element, with links and headings registered. */
function mountedEditor(config: Partial<CreateEditorArgs> = {}) {
  const element = document.createElement('div');
  element.contentEditable = 'true';
  document.body.append(element);
  const editor = createEditor({
    namespace: 'untrusted',
    nodes: [HeadingNode, LinkNode],
    onError,
    ...config,
  });
  editor.setRootElement(element);
  registerRichText(editor);
  editor.update(() => $getRoot().clear().append($createParagraphNode()).selectEnd(), { discrete: true });
  return { editor, element };
}

/** A stand-in for the clipboard: only getData is used by $insertDataTransferForRichText. */
function dataTransfer(data: Record<string, string>): DataTransfer {
  return { getData: (type: string) => data[type] ?? '' } as unknown as DataTransfer;
}

function paste(editor: LexicalEditor, data: Record<string, string>) {
  editor.update(
    () => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) throw new Error('no range selection');
      $insertDataTransferForRichText(dataTransfer(data), selection, editor);
    },
    { discrete: true },
  );
}

function htmlOf(editor: LexicalEditor): string {
  return editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null));
}

describe('concepts/untrusted-content: pasted HTML goes through the registered nodes', () => {
  it('drops unknown elements but keeps their text, drops attributes, scripts, styles and images', () => {
    const { editor, element } = mountedEditor();
    const pasted =
      '<div onclick="steal()" class="x" id="y"><p style="position:fixed" onclick="steal()">Hello <b onmouseover="steal()">world</b></p>' +
      '<form action="https://evil.example"><p>inside a form</p></form>' +
      '<img src="x" onerror="steal()"><script>steal()</script><style>p{color:red}</style>' +
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>';
    paste(editor, { 'text/html': pasted, 'text/plain': 'plain' });
    const text = editor.read(() => $getRoot().getTextContent());
    expect(text).toContain('Hello world');
    expect(text).toContain('inside a form');
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).not.toContain('steal');
    expect(text).not.toContain('color:red');
    for (const html of [element.innerHTML, htmlOf(editor)]) {
      expect(html).not.toMatch(/onclick|onmouseover|onerror|<script|<style|<img|<form|position/);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    // Bold survived as a format, not as the pasted element.
    expect(element.querySelector('strong')?.textContent).toBe('world');
  });

  it('the clipboard Lexical JSON is used only when its namespace matches the editor', () => {
    const payload = (namespace: string) =>
      JSON.stringify({
        namespace,
        nodes: [{ type: 'text', text: 'from json', format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      });
    const same = mountedEditor();
    paste(same.editor, {
      'application/x-lexical-editor': payload('untrusted'),
      'text/html': '<p>from html</p>',
      'text/plain': 'from plain',
    });
    expect(same.editor.read(() => $getRoot().getTextContent())).toBe('from json');
    const other = mountedEditor();
    paste(other.editor, {
      'application/x-lexical-editor': payload('another-app'),
      'text/html': '<p>from html</p>',
      'text/plain': 'from plain',
    });
    expect(other.editor.read(() => $getRoot().getTextContent())).toBe('from html');
  });
});

describe('concepts/untrusted-content: LinkNode stores URLs raw and checks them when rendering', () => {
  it.each([
    ['javascript:alert(1)', 'about:blank'],
    ['data:text/html,hi', 'about:blank'],
    ['vbscript:x', 'about:blank'],
    ['ftp://example.org/f', 'about:blank'],
    ['https://example.com/', 'https://example.com/'],
    ['http://example.com/', 'http://example.com/'],
    ['mailto:me@example.com', 'mailto:me@example.com'],
    ['sms:+15550100', 'sms:+15550100'],
    ['tel:+15550100', 'tel:+15550100'],
    ['/relative/path', '/relative/path'],
  ])('a pasted <a href="%s"> is stored raw and rendered and exported as %s', (href, rendered) => {
    const { editor, element } = mountedEditor();
    paste(editor, { 'text/html': `<p><a href="${href}">link</a></p>`, 'text/plain': 'link' });
    const json = JSON.stringify(editor.getEditorState().toJSON());
    expect(json).toContain(JSON.stringify(href));
    expect(element.querySelector('a')!.getAttribute('href')).toBe(rendered);
    expect(parse(htmlOf(editor)).querySelector('a')!.getAttribute('href')).toBe(rendered);
  });
});

describe('concepts/untrusted-content: what is not checked', () => {
  const styledState = JSON.stringify({
    root: {
      type: 'root',
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [
        {
          type: 'paragraph',
          version: 1,
          format: '',
          indent: 0,
          direction: null,
          textFormat: 0,
          textStyle: '',
          children: [
            {
              type: 'text',
              version: 1,
              text: 'Your session expired, log in again',
              format: 0,
              detail: 0,
              mode: 'normal',
              style: 'position: fixed; inset: 0; background-image: url(https://tracker.example/p.png)',
            },
          ],
        },
      ],
    },
  });

  it("a text node's style from JSON reaches the editor's DOM and the exported HTML", () => {
    const { editor, element } = mountedEditor();
    editor.setEditorState(editor.parseEditorState(styledState));
    const span = element.querySelector('span[data-lexical-text]') as HTMLElement;
    expect(span.style.position).toBe('fixed');
    expect(span.style.backgroundImage).toContain('tracker.example');
    const exported = htmlOf(editor);
    expect(exported).toContain('position: fixed');
    expect(exported).toContain('tracker.example');
  });

  it('the built-in HTML import does not fill the style string', () => {
    const { editor } = mountedEditor();
    paste(editor, {
      'text/html': '<p><span style="position: fixed; color: red">text</span></p>',
      'text/plain': 'text',
    });
    editor.read(() => {
      const text = $getRoot().getFirstDescendant();
      expect($isTextNode(text) && text.getStyle()).toBe('');
    });
  });

  it('parseEditorState throws on a node type that is not registered', () => {
    const editor = createHeadlessEditor({ namespace: 'x', onError });
    const json = styledState.replace('"type":"paragraph"', '"type":"script-runner"');
    expect(() => editor.parseEditorState(json)).toThrow(/script-runner/);
  });
});

describe('concepts/untrusted-content: the safeImport and normalize samples', () => {
  type SafeImport = {
    allowedUrl: (raw: string | null) => string | null;
    safeLinkImport: DOMConversionMap;
  };

  it('safeLinkImport keeps web and mail links and turns others into plain text', () => {
    const { safeLinkImport, allowedUrl } = loadSample<SafeImport>('concepts/untrusted-content', 'safeImport.ts');
    expect(allowedUrl(' https://example.com ')).toBe('https://example.com/');
    expect(allowedUrl('tel:+15550100')).toBeNull();
    expect(allowedUrl('/relative')).toBeNull();
    const { editor } = mountedEditor({ html: { import: safeLinkImport } });
    paste(editor, {
      'text/html': '<p><a href="javascript:alert(1)">bad</a> and <a href="https://example.com" target="_blank">good</a></p>',
      'text/plain': 'bad and good',
    });
    editor.read(() => {
      const links = $dfs($getRoot())
        .map(({ node }) => node)
        .filter($isLinkNode);
      expect(links.map((link) => [link.getURL(), link.getTextContent(), link.getRel(), link.getTarget()])).toEqual([
        ['https://example.com/', 'good', 'noopener noreferrer', null],
      ]);
      expect($getRoot().getTextContent()).toBe('bad and good');
    });
    expect(JSON.stringify(editor.getEditorState().toJSON())).not.toContain('javascript');
  });

  it('normalizeUntrustedState unwraps disallowed links, strips styles and rejects unknown types', () => {
    const { normalizeUntrustedState } = loadSample<{ normalizeUntrustedState: (json: string) => string }>(
      'concepts/untrusted-content',
      'normalize.ts',
    );
    const editor = createHeadlessEditor({ namespace: 'client', nodes: [LinkNode], onError });
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append(
            $createParagraphNode().append(
              $createLinkNode('javascript:alert(1)').append($createTextNode('click')),
              $createTextNode(' and '),
              $createLinkNode('https://example.com').append($createTextNode('read')),
              $createTextNode(' this').setStyle('position: fixed'),
            ),
          );
      },
      { discrete: true },
    );
    const stored = normalizeUntrustedState(JSON.stringify(editor.getEditorState().toJSON()));
    expect(stored).not.toContain('javascript');
    expect(stored).not.toContain('position');
    const check = createHeadlessEditor({ namespace: 'check', nodes: [LinkNode], onError });
    check.setEditorState(check.parseEditorState(stored));
    check.read(() => {
      expect($getRoot().getTextContent()).toBe('click and read this');
      const links = $dfs($getRoot())
        .map(({ node }) => node)
        .filter($isLinkNode);
      expect(links.map((link) => link.getURL())).toEqual(['https://example.com']);
    });
    expect(() => normalizeUntrustedState(stored.replace('"type":"paragraph"', '"type":"iframe"'))).toThrow(/iframe/);
  });
});

describe('concepts/untrusted-content: Trusted Types', () => {
  afterEach(() => {
    delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
  });

  it('each HTML paste creates a pass-through policy named "lexical"; a refused duplicate falls back to plain text', () => {
    const created: string[] = [];
    const createPolicy = jest.fn((name: string, rules: { createHTML: (input: string) => string }) => {
      // What a browser does when the CSP's trusted-types directive lacks 'allow-duplicates'.
      if (created.includes(name)) throw new TypeError(`Policy ${name} already exists`);
      created.push(name);
      return { createHTML: (input: string) => rules.createHTML(input) };
    });
    (window as unknown as { trustedTypes: unknown }).trustedTypes = { createPolicy };
    const first = mountedEditor();
    paste(first.editor, { 'text/html': '<p><b>bold</b></p>', 'text/plain': 'bold' });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0][0]).toBe('lexical');
    expect(createPolicy.mock.calls[0][1].createHTML('<b>x</b>')).toBe('<b>x</b>');
    expect(first.element.querySelector('strong')).not.toBeNull();

    const second = mountedEditor();
    paste(second.editor, { 'text/html': '<p><b>bold</b></p>', 'text/plain': 'bold' });
    expect(createPolicy).toHaveBeenCalledTimes(2);
    expect(second.editor.read(() => $getRoot().getTextContent())).toBe('bold');
    expect(second.element.querySelector('strong')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// migrating-from-draft-js
// ---------------------------------------------------------------------------------------------

/** The shape of a serialized node, for walking the JSON the samples return. */
type JsonNode = {
  type: string;
  text?: string;
  format?: number | string;
  url?: string;
  tag?: string;
  listType?: string;
  children?: JsonNode[];
};

/** A compact outline of serialized nodes: type, tag or list type, text and format. */
function outline(node: JsonNode): unknown {
  const label = [node.type, node.listType ?? node.tag ?? node.url].filter(Boolean).join(':');
  if (node.type === 'text') return `${node.text}${node.format ? ` [${node.format}]` : ''}`;
  if (node.type === 'linebreak') return 'br';
  return { [label]: (node.children ?? []).map(outline) };
}

describe('migrating-from-draft-js: the Draft.js converter sample', () => {
  type Raw = {
    blocks: Array<Record<string, unknown>>;
    entityMap: Record<string, { type: string; mutability: string; data: Record<string, unknown> }>;
  };
  const block = (key: string, type: string, text: string, extra: Record<string, unknown> = {}) => ({
    key,
    type,
    text,
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [],
    data: {},
    ...extra,
  });
  // What convertToRaw writes for a small document. Offsets count code points: the emoji is 1.
  const raw: Raw = {
    blocks: [
      block('a', 'header-two', 'Release notes'),
      block('b', 'unstyled', 'See the docs now', {
        inlineStyleRanges: [{ offset: 8, length: 4, style: 'BOLD' }],
        entityRanges: [{ offset: 4, length: 8, key: 0 }],
      }),
      block('c', 'unstyled', '🎉 party time', {
        inlineStyleRanges: [
          { offset: 2, length: 5, style: 'ITALIC' },
          { offset: 8, length: 4, style: 'RED' },
        ],
      }),
      block('d', 'unordered-list-item', 'one'),
      block('e', 'unordered-list-item', 'one.a', { depth: 1 }),
      block('f', 'unordered-list-item', 'two'),
      block('g', 'code-block', 'let a = 1;', { data: { language: 'js' } }),
      block('h', 'code-block', 'let b = 2;'),
      block('i', 'unstyled', 'line one\nline two', {
        entityRanges: [{ offset: 0, length: 4, key: 1 }],
      }),
      block('j', 'atomic', ' ', { entityRanges: [{ offset: 0, length: 1, key: 2 }] }),
      block('k', 'blockquote', 'Quoted'),
    ],
    entityMap: {
      '0': { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://example.com/docs' } },
      '1': { type: 'MENTION', mutability: 'IMMUTABLE', data: { id: 7 } },
      '2': { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: 'a.png' } },
    },
  };

  it('produces the expected tree, with code-point offsets, links around formatted runs and nested lists', () => {
    const { draftToLexicalJson } = loadSample<{
      draftToLexicalJson: (raw: Raw, warnings?: string[]) => string;
    }>('migrating-from-draft-js', 'migrateDraft.ts');
    const warnings: string[] = [];
    const json = JSON.parse(draftToLexicalJson(raw, warnings)) as { root: JsonNode };
    expect(json.root.children!.map(outline)).toEqual([
      { 'heading:h2': ['Release notes'] },
      { paragraph: ['See ', { 'link:https://example.com/docs': ['the ', 'docs [1]'] }, ' now'] },
      // RED has no format, so " time" is plain text and merges with the space before it.
      { paragraph: ['🎉 ', 'party [2]', ' time'] },
      {
        'list:bullet': [{ listitem: ['one'] }, { listitem: [{ 'list:bullet': [{ listitem: ['one.a'] }] }] }, { listitem: ['two'] }],
      },
      { code: ['let a = 1;', 'br', 'let b = 2;'] },
      // The mention's text and the text after it have the same format, so they merge.
      { paragraph: ['line one', 'br', 'line two'] },
      { quote: ['Quoted'] },
    ]);
    expect(json.root.children![4]).toMatchObject({ type: 'code', language: 'js' });
    expect(warnings).toEqual([
      'block c: inline style RED dropped',
      'block i: MENTION entity kept as plain text',
      'block j: atomic block dropped',
    ]);
  });

  it('a depth that skips a level is nested one level down, and a new list type starts a new list', () => {
    const { draftToLexicalJson } = loadSample<{ draftToLexicalJson: (raw: Raw) => string }>('migrating-from-draft-js', 'migrateDraft.ts');
    const json = JSON.parse(
      draftToLexicalJson({
        blocks: [
          block('a', 'ordered-list-item', 'first'),
          block('b', 'ordered-list-item', 'deep', { depth: 3 }),
          block('c', 'unordered-list-item', 'bullet'),
        ],
        entityMap: {},
      }),
    ) as { root: JsonNode };
    expect(json.root.children!.map(outline)).toEqual([
      { 'list:number': [{ listitem: ['first'] }, { listitem: [{ 'list:number': [{ listitem: ['deep'] }] }] }] },
      { 'list:bullet': [{ listitem: ['bullet'] }] },
    ]);
  });

  it('the atomic option supplies the node for an atomic block', () => {
    const { $convertFromDraft } = loadSample<{
      $convertFromDraft: (raw: Raw, options: { atomic: (entity: { data: { src: string } }) => LexicalNode }) => LexicalNode[];
    }>('migrating-from-draft-js', 'draftToLexical.ts');
    const editor = createHeadlessEditor({ namespace: 'atomic', nodes: [BadgeNode], onError });
    editor.update(
      () => {
        const nodes = $convertFromDraft(
          { blocks: [raw.blocks[9]], entityMap: raw.entityMap },
          { atomic: (entity) => (entity.data.src === 'a.png' ? new BadgeNode() : $createParagraphNode()) },
        );
        expect(nodes.map((node) => node.getType())).toEqual(['badge']);
      },
      { discrete: true },
    );
  });

  it('a JavaScript string counts an emoji as two, which is why the converter splits with Array.from', () => {
    expect('🎉'.length).toBe(2);
    expect(Array.from('🎉 party').length).toBe(7);
  });
});

describe('migrating-from-draft-js: concepts', () => {
  it('deleting part of a token-mode text node removes all of it', () => {
    const removePart = (mode: 'token' | 'normal') => {
      const editor = createHeadlessEditor({ namespace: 'modes', onError });
      editor.update(
        () => {
          const node = $createTextNode('Ada King Lovelace').setMode(mode);
          $getRoot()
            .clear()
            .append($createParagraphNode().append($createTextNode('Hi '), node));
          // Select "ing Lo" and delete it.
          node.select(5, 11);
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) throw new Error('no range selection');
          selection.removeText();
        },
        { discrete: true },
      );
      return editor.read(() => $getRoot().getTextContent());
    };
    expect(removePart('token')).toBe('Hi ');
    expect(removePart('normal')).toBe('Hi Ada Kvelace');
  });

  it('Ctrl+B on the root element dispatches FORMAT_TEXT_COMMAND with "bold"', () => {
    const { editor, element } = mountedEditor();
    const received: string[] = [];
    editor.registerCommand(
      FORMAT_TEXT_COMMAND,
      (format) => {
        received.push(format);
        return true;
      },
      COMMAND_PRIORITY_CRITICAL,
    );
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', code: 'KeyB', ctrlKey: true, bubbles: true }));
    expect(received).toEqual(['bold']);
  });
});

describe('migrating-from-draft-js: the HTML migration sample', () => {
  const { htmlToLexicalJson } = loadSample<{
    htmlToLexicalJson: (html: string, parse: (html: string) => Document) => string;
  }>('migrating-from-draft-js', 'migrateHtml.ts');
  const convert = (html: string) => JSON.parse(htmlToLexicalJson(html, parse)) as { root: JsonNode };

  it('reads semantic markup and wraps loose text in a paragraph', () => {
    const { root: converted } = convert('Loose text<h2>Title</h2><ul><li>item</li></ul><p><a href="https://example.com">link</a></p>');
    expect(converted.children!.map(outline)).toEqual([
      { paragraph: ['Loose text'] },
      { 'heading:h2': ['Title'] },
      { 'list:bullet': [{ listitem: ['item'] }] },
      { paragraph: [{ 'link:https://example.com': ['link'] }] },
    ]);
  });

  it('takes alignment from text-align but ignores an editor-specific class such as ql-align-center', () => {
    const { root: converted } = convert('<p style="text-align: center">styled</p><p class="ql-align-center">classed</p>');
    expect(converted.children!.map((node) => node.format)).toEqual(['center', '']);
  });
});

// ---------------------------------------------------------------------------------------------
// core-map
// ---------------------------------------------------------------------------------------------

describe('core-map: how an update travels', () => {
  it('non-discrete updates are batched into one commit in a microtask; a nested update joins it', async () => {
    const editor = createHeadlessEditor({ namespace: 'batch', onError });
    const commits: string[] = [];
    editor.registerUpdateListener(({ editorState }) => {
      commits.push(editorState.read(() => $getRoot().getTextContent()));
    });
    editor.update(() => {
      $getRoot().append($createParagraphNode().append($createTextNode('a')));
      // Queued while this update runs, applied before the same commit.
      editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('b'))));
    });
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('c'))));
    expect(commits).toEqual([]);
    await Promise.resolve();
    expect(commits).toEqual(['a\n\nb\n\nc']);
  });

  it('a discrete update commits before update() returns', () => {
    const editor = createHeadlessEditor({ namespace: 'discrete', onError });
    let commits = 0;
    editor.registerUpdateListener(() => commits++);
    editor.update(() => $getRoot().append($createParagraphNode()), { discrete: true });
    expect(commits).toBe(1);
  });

  it('transforms run before update listeners see the state, and an endless transform stops after 100 rounds', () => {
    const editor = createHeadlessEditor({ namespace: 'transforms', onError });
    editor.registerNodeTransform(TextNode, (node) => {
      if (node.getTextContent() === 'draft') node.setTextContent('final');
    });
    const seen: string[] = [];
    editor.registerUpdateListener(({ editorState }) => seen.push(editorState.read(() => $getRoot().getTextContent())));
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('draft'))), {
      discrete: true,
    });
    expect(seen).toEqual(['final']);

    const errors: Error[] = [];
    const looping = createHeadlessEditor({ namespace: 'loop', onError: (error) => errors.push(error) });
    let rounds = 0;
    looping.registerNodeTransform(TextNode, (node) => {
      rounds++;
      node.getWritable();
      node.markDirty();
    });
    looping.update(() => $getRoot().append($createParagraphNode().append($createTextNode('x'))), {
      discrete: true,
    });
    expect(errors[0]?.message).toMatch(/transforms are endlessly triggering additional transforms/);
    expect(rounds).toBeGreaterThanOrEqual(100);
    expect(rounds).toBeLessThan(110);
  });

  it('an error in an update goes to onError and the previous state stays', () => {
    const errors: Error[] = [];
    const editor = createHeadlessEditor({ namespace: 'error', onError: (error) => errors.push(error) });
    editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode('kept'))), {
      discrete: true,
    });
    editor.update(
      () => {
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('lost')));
        throw new Error('boom');
      },
      { discrete: true },
    );
    expect(errors.map((error) => error.message)).toEqual(['boom']);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('kept');
  });

  it('the root element holds the editor as __lexicalEditor', () => {
    const { editor, element } = mountedEditor();
    expect((element as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor).toBe(editor);
  });

  it('a foreign element added to the root is removed again by the mutation observer', async () => {
    const { editor, element } = mountedEditor();
    editor.update(
      () =>
        $getRoot()
          .clear()
          .append($createParagraphNode().append($createTextNode('text'))),
      {
        discrete: true,
      },
    );
    const foreign = document.createElement('div');
    foreign.textContent = 'injected by an extension';
    element.append(foreign);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.contains(foreign)).toBe(false);
    expect(editor.read(() => $getRoot().getTextContent())).toBe('text');
  });
});

describe('core-map: the unit test sample', () => {
  it('removing text from "He|llo" to "wor|ld" across two paragraphs leaves one paragraph "Held"', () => {
    const editor = createHeadlessEditor({ namespace: 'sample', onError });
    editor.update(
      () => {
        const first = $createTextNode('Hello');
        const second = $createTextNode('world');
        $getRoot().append($createParagraphNode().append(first), $createParagraphNode().append(second));
        const selection = first.select(2, 2);
        selection.focus.set(second.getKey(), 3, 'text');
      },
      { discrete: true },
    );
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.removeText();
      },
      { discrete: true },
    );
    editor.read(() => {
      expect($getRoot().getChildrenSize()).toBe(1);
      expect($getRoot().getTextContent()).toBe('Held');
    });
  });
});

describe("core-map: Vitest's include pattern at v0.35.0", () => {
  // The pattern of vitest.config.mts at the v0.35.0 tag, and test files of that tag.
  const include = 'packages/*/src/__tests__/unit/**/*.test{.ts,.tsx,.js,.jsx}';

  it('matches tests directly under a package src/__tests__/unit, not those under src/caret or src/nodes', () => {
    // picomatch is the matcher behind Vitest's file globbing (through tinyglobby); it ships no types.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const picomatch = require('picomatch') as (glob: string) => (file: string) => boolean;
    const isMatch = picomatch(include);
    expect(isMatch('packages/lexical/src/__tests__/unit/LexicalSelection.test.ts')).toBe(true);
    expect(isMatch('packages/lexical-link/src/__tests__/unit/LexicalLinkNode.test.ts')).toBe(true);
    expect(isMatch('packages/lexical/src/caret/__tests__/unit/LexicalCaret.test.ts')).toBe(false);
    expect(isMatch('packages/lexical/src/nodes/__tests__/unit/LexicalTextNode.test.tsx')).toBe(false);
  });
});
