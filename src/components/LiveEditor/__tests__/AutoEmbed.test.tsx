/**
 * The live editor's auto-embed plugin (../AutoEmbed.tsx), as the embeds guide's live example
 * runs it: the address in the first line is linked but offers nothing, the same address pasted
 * is offered as a video, Enter takes the first option, the block is a card that requests
 * nothing, and only YouTube and Vimeo addresses on their real hosts are offered.
 */
import { $getRoot, $getSelection, type ElementNode, getNearestEditorFromDOMNode, KEY_ENTER_COMMAND, type LexicalEditor } from 'lexical';
import { $insertDataTransferForRichText } from '@lexical/clipboard';
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import Editor from '../Editor';
import { parseVideoUrl } from '../AutoEmbed';
import { liveExamples } from '../../../shared/live-examples';

const ADDRESS = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const firstLine = (editor: LexicalEditor) =>
  editor.read(() =>
    $getRoot()
      .getFirstChildOrThrow<ElementNode>()
      .getChildren()
      .map((node) => node.getType()),
  );

/**
 * The example's editor, once AutoLinkPlugin has linked the address of its first line. That
 * happens in the update its transform's registration queues; a paste queued in the same task
 * would be committed with it, and the first line's new link would count as pasted.
 */
async function renderExample(): Promise<{ editor: LexicalEditor; container: HTMLElement }> {
  const { container } = render(<Editor {...liveExamples.embeds.editor} />);
  const editor = getNearestEditorFromDOMNode(screen.getByRole('textbox', { name: 'Embeds example' }))!;
  await waitFor(() => expect(firstLine(editor)).toEqual(['text', 'autolink']));
  return { editor, container };
}

/** A plain-text paste at the end of the document, in the update Lexical's paste handler runs. */
function pasteAtEnd(editor: LexicalEditor, text: string) {
  act(() => {
    editor.update(
      () => {
        $getRoot().selectEnd();
        $insertDataTransferForRichText(
          { getData: (type: string) => (type === 'text/plain' ? text : '') } as DataTransfer,
          $getSelection()!,
          editor,
        );
      },
      { tag: 'paste' },
    );
  });
}

const blockTypes = (editor: LexicalEditor) =>
  editor.read(() =>
    $getRoot()
      .getChildren()
      .map((node) => node.getType()),
  );

describe('the live editor: auto-embed', () => {
  it('links the address of the first line without offering anything', async () => {
    const { editor } = await renderExample();
    expect(firstLine(editor)).toEqual(['text', 'autolink']);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('offers a pasted YouTube address as a video; Enter replaces the link with a card', async () => {
    const { editor, container } = await renderExample();
    pasteAtEnd(editor, ADDRESS);
    expect(await screen.findByRole('option', { name: 'Embed YouTube video' })).toBeTruthy();
    await act(async () => {
      editor.dispatchCommand(KEY_ENTER_COMMAND, null);
    });
    await waitFor(() => expect(blockTypes(editor)).toContain('video-embed'));
    // The pasted link went; the first line's link, never pasted, stays.
    expect(firstLine(editor)).toEqual(['text', 'autolink']);
    expect(editor.read(() => $getRoot().getTextContent().split(ADDRESS).length - 1)).toBe(1);
    expect(screen.getByRole('figure', { name: 'YouTube video M7lc1UVf-VE' })).toBeTruthy();
    expect(container.querySelector('iframe, img')).toBeNull();
    const json = editor
      .getEditorState()
      .toJSON()
      .root.children.find((node) => node.type === 'video-embed');
    expect(json).toMatchObject({ type: 'video-embed', provider: 'youtube', videoId: 'M7lc1UVf-VE', format: '' });
  });

  it('offers nothing for an address on another host', async () => {
    const { editor } = await renderExample();
    pasteAtEnd(editor, 'https://attacker.test/youtube.com/watch?v=M7lc1UVf-VE');
    await act(async () => {});
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('parses by host and id shape', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('https://youtu.be/M7lc1UVf-VE')).toEqual({ provider: 'youtube', id: 'M7lc1UVf-VE' });
    expect(parseVideoUrl('https://www.youtube.com@attacker.test/watch?v=M7lc1UVf-VE')).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/watch?v=short')).toBeNull();
  });
});
