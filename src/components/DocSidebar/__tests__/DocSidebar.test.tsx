import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import DocSidebar from '..';
import type { SidebarItem } from '../../../shared/sidebar';

function category(label: string, docs: string[]): SidebarItem {
  return {
    type: 'category',
    label,
    href: null,
    collapsed: true,
    items: docs.map((doc) => ({ type: 'doc', docId: doc, label: doc, href: `/docs/${doc}` })),
  };
}

const items = [category('Concepts', ['nodes', 'selection']), category('Packages', ['code']), category('React', ['plugins'])];

const expanded = (label: string) => screen.getByRole('button', { name: label }).getAttribute('aria-expanded');

describe('DocSidebar', () => {
  it('keeps the category of the current page open while others open and close', () => {
    render(<DocSidebar items={items} activePath="/docs/nodes" />);
    expect(expanded('Concepts')).toBe('true');
    expect(expanded('Packages')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Packages' }));
    expect(expanded('Packages')).toBe('true');
    expect(expanded('Concepts')).toBe('true');
    // Opening another closes the one opened before, never the current page's.
    fireEvent.click(screen.getByRole('button', { name: 'React' }));
    expect(expanded('React')).toBe('true');
    expect(expanded('Packages')).toBe('false');
    expect(expanded('Concepts')).toBe('true');
  });

  it('closes the current page category when the reader asks, and opens the category of the next page', () => {
    const { rerender } = render(<DocSidebar items={items} activePath="/docs/nodes" />);
    fireEvent.click(screen.getByRole('button', { name: 'Concepts' }));
    expect(expanded('Concepts')).toBe('false');
    rerender(<DocSidebar items={items} activePath="/docs/code" />);
    expect(expanded('Packages')).toBe('true');
    expect(expanded('Concepts')).toBe('false');
  });
});
