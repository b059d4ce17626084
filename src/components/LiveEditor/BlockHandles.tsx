/**
 * Block handles for the live examples (the Block handles guide): DraggableBlockPlugin_EXPERIMENTAL
 * with a grip that drags a top-level block and a "+" that adds an empty paragraph below it, and
 * Alt+Shift+ArrowUp or ArrowDown to move the block holding the caret without a mouse. `anchor`
 * is the positioned element around the editable; the plugin listens for the pointer on its parent.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { DraggableBlockPlugin_EXPERIMENTAL } from '@lexical/react/LexicalDraggableBlockPlugin';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getNearestNodeFromDOMNode,
  $getSelection,
  COMMAND_PRIORITY_LOW,
  isExactShortcutMatch,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ARROW_UP_COMMAND,
  type LexicalNode,
} from 'lexical';
import React, { useEffect, useRef, useState } from 'react';
import * as styles from './styles.module.css';

/** Moves the top-level block that contains `node` one place up or down, if there is room. */
export function $moveBlock(node: LexicalNode, direction: 'up' | 'down'): void {
  const block = node.getTopLevelElement();
  const sibling = direction === 'up' ? block?.getPreviousSibling() : block?.getNextSibling();
  if (!block || !sibling) return;
  if (direction === 'up') sibling.insertBefore(block);
  else sibling.insertAfter(block);
}

export default function BlockHandles({ anchor }: { anchor: HTMLElement }) {
  const [editor] = useLexicalComposerContext();
  // DraggableBlockPlugin reads the editable flag only when it renders.
  const editable = useLexicalEditable();
  const menuRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const [block, setBlock] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onArrow = (direction: 'up' | 'down') => (event: KeyboardEvent) => {
      if (!isExactShortcutMatch(event, direction === 'up' ? 'ArrowUp' : 'ArrowDown', { altKey: true, shiftKey: true })) return false;
      event.preventDefault();
      const node = $getSelection()?.getNodes()[0];
      if (node) $moveBlock(node, direction);
      return true;
    };
    return mergeRegister(
      editor.registerCommand(KEY_ARROW_UP_COMMAND, onArrow('up'), COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_ARROW_DOWN_COMMAND, onArrow('down'), COMMAND_PRIORITY_LOW),
    );
  }, [editor]);

  if (!editable) return null;

  const addBelow = () => {
    if (!block) return;
    editor.update(() => {
      const target = $getNearestNodeFromDOMNode(block)?.getTopLevelElement();
      if (!target) return;
      const paragraph = $createParagraphNode();
      target.insertAfter(paragraph);
      paragraph.select();
    });
    editor.focus();
  };

  return (
    <DraggableBlockPlugin_EXPERIMENTAL
      anchorElem={anchor}
      menuRef={menuRef}
      targetLineRef={lineRef}
      isOnMenu={(element) => menuRef.current?.contains(element) ?? false}
      onElementChanged={setBlock}
      menuComponent={
        <div ref={menuRef} className={styles.blockMenu} data-block-menu="">
          {/* Out of the tab order: the keyboard moves blocks with Alt+Shift+arrows instead. */}
          <button type="button" tabIndex={-1} className={styles.blockButton} aria-label="Add a paragraph below" onClick={addBelow}>
            +
          </button>
          <span className={styles.blockGrip} aria-hidden="true" title="Drag to move this block">
            ⠿
          </span>
        </div>
      }
      targetLineComponent={<div ref={lineRef} className={styles.blockLine} />}
    />
  );
}
