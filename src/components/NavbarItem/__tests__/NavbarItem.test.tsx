import { fireEvent, render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import NavbarItem from '..';
import { PageLocationProvider } from '../../../contexts/PageLocation';
import { DocsSidebarProvider, type DocsSidebarValue } from '../../../contexts/DocsSidebar';

const SIDEBAR: DocsSidebarValue = { name: 'docs', items: [], activePath: '/docs/intro' };

function renderItems(items: React.ComponentProps<typeof NavbarItem>['item'][], sidebar: DocsSidebarValue | null = null) {
  return render(
    <PageLocationProvider value={{ pathname: '/docs/intro', search: '', hash: '' }}>
      <DocsSidebarProvider value={sidebar}>
        <nav aria-label="Main">
          {items.map((item, i) => (
            <NavbarItem key={i} item={item} variant="desktop" />
          ))}
        </nav>
      </DocsSidebarProvider>
    </PageLocationProvider>,
  );
}

describe('NavbarItem', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders links, marking the active one', () => {
    (useStaticQuery as jest.Mock).mockReturnValue({ docsVersion: { sidebars: [{ name: 'docs', firstHref: '/docs/intro' }] } });
    renderItems(
      [
        { type: 'docSidebar', label: 'Docs', sidebarId: 'docs', position: 'left' },
        { type: 'link', label: 'Community', to: '/community', position: 'left' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/facebook/lexical', position: 'right' },
      ],
      SIDEBAR,
    );
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs/intro');
    // The page belongs to the docs sidebar: its item is the current one, no other.
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/facebook/lexical');
  });

  it('an item that throws while rendering asks to check the navbar config, and the others still render', () => {
    (useStaticQuery as jest.Mock).mockReturnValue(undefined);
    renderItems([
      { type: 'docSidebar', label: 'Docs', sidebarId: 'docs', position: 'left' },
      { type: 'link', label: 'Community', to: '/community', position: 'left' },
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'This navbar item could not be shown: please check the navbar config (src/config/site.ts).',
    );
    expect(screen.getByRole('link', { name: 'Community' })).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('The navbar item "Docs" could not render:', expect.any(TypeError));
  });

  it('closes a dropdown opened by hovering on Escape, while the pointer is still over it', () => {
    renderItems([{ type: 'docsVersionDropdown', position: 'right' }]);
    const button = screen.getByRole('button', { expanded: false });
    fireEvent.mouseEnter(button.parentElement!);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
