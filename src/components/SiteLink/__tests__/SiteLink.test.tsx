import { render, screen } from '@testing-library/react';
import React from 'react';
import SiteLink from '..';
import { PageLocationProvider } from '../../../contexts/PageLocation';
import { PREFETCH_ATTRIBUTE } from '../../../shared/links';

function at(pathname: string, element: React.ReactElement) {
  return render(<PageLocationProvider value={{ pathname, search: '', hash: '' }}>{element}</PageLocationProvider>);
}

describe('SiteLink', () => {
  it('is a plain anchor to the route, marked for prefetching, with the props given', () => {
    at(
      '/',
      <SiteLink to="/docs/intro" className="primary" rel="next">
        Read the docs
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Read the docs' });
    expect(link.getAttribute('href')).toBe('/docs/intro');
    expect(link.hasAttribute(PREFETCH_ATTRIBUTE)).toBe(true);
    expect(link.className).toBe('primary');
    expect(link.getAttribute('rel')).toBe('next');
    expect(link.hasAttribute('aria-current')).toBe(false);
  });

  it('says it is the current page when its address is the page shown, as Gatsby’s Link did', () => {
    at('/docs/intro', <SiteLink to="/docs/intro">Introduction</SiteLink>);
    expect(screen.getByRole('link').getAttribute('aria-current')).toBe('page');
  });

  it('is not current when only its path matches but it names a query or a section', () => {
    at('/docs/intro', <SiteLink to="/docs/intro#install">Install</SiteLink>);
    expect(screen.getByRole('link').hasAttribute('aria-current')).toBe(false);
  });

  it('takes the caller’s word on whether it is current', () => {
    at(
      '/docs/intro',
      <SiteLink to="/docs/intro" current={false}>
        Docs
      </SiteLink>,
    );
    expect(screen.getByRole('link').hasAttribute('aria-current')).toBe(false);
    at(
      '/docs/nodes',
      <SiteLink to="/docs/api" current>
        API
      </SiteLink>,
    );
    expect(screen.getByRole('link', { name: 'API' }).getAttribute('aria-current')).toBe('page');
  });

  it('can leave its page to be fetched on the click (the links of a static body)', () => {
    at(
      '/',
      <SiteLink to="/docs/api" prefetch={false}>
        API
      </SiteLink>,
    );
    expect(screen.getByRole('link').hasAttribute(PREFETCH_ATTRIBUTE)).toBe(false);
  });

  it('works outside the page wrapper (an error page), never current there', () => {
    render(<SiteLink to="/">Home</SiteLink>);
    expect(screen.getByRole('link').hasAttribute('aria-current')).toBe(false);
  });
});
