import { render } from '@testing-library/react';
import React from 'react';
import LiveExample, { exampleFor } from '..';
import { reservedHeightsRem } from '../../../shared/live-editor';
import { liveExamples } from '../../../shared/live-examples';

describe('LiveExample', () => {
  it('renders the named example as a region waiting to load, with its height reserved', () => {
    const { container } = render(<LiveExample name="editor-state" />);
    const region = container.querySelector('section[data-live-example="editor-state"]');
    expect(region?.getAttribute('aria-label')).toBe('Live example: The editor state as JSON');
    const frame = region?.querySelector('[data-live-editor] > div') as HTMLElement;
    const { stacked, wide } = reservedHeightsRem(liveExamples['editor-state'].editor);
    expect(frame.style.getPropertyValue('--reserved-stacked')).toBe(`${stacked}rem`);
    expect(frame.style.getPropertyValue('--reserved-wide')).toBe(`${wide}rem`);
  });

  it('names the known examples when a page asks for an unknown one', () => {
    expect(() => exampleFor('no-such-example')).toThrow(/names no live example\. Use one of: quick-start, editor-state/);
  });

  it('reserves room for the panel beside the editor only when wide, and two editors for collaboration', () => {
    const beside = reservedHeightsRem({ plugins: [], showJson: true, beside: true, minHeightRem: 8 });
    expect(beside).toEqual({ stacked: 8 + 2 + 14, wide: 8 + 2 });
    const collab = reservedHeightsRem({ plugins: [], collaboration: true, minHeightRem: 8 });
    expect(collab).toEqual({ stacked: 2 * 10 + 1, wide: 10 });
  });
});
