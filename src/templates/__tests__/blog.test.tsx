/**
 * Snapshot tests of every blog template (list, post, tags, tag, archive, authors), fed fixture
 * data shaped like their page queries, plus the behaviour each page promises.
 */
import { render, screen, within } from '@testing-library/react';
import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import renderer from 'react-test-renderer';
import BlogArchive from '../blog-archive';
import BlogAuthors from '../blog-authors';
import BlogList, { Head as BlogListHead } from '../blog-list';
import BlogPost, { Head as BlogPostHead, type Context as PostContext } from '../blog-post';
import BlogTag from '../blog-tag';
import BlogTags from '../blog-tags';
import BlogYear, { Head as BlogYearHead, type Context as YearContext } from '../blog-year';
import type { SeoContext } from '../../shared/seo';
import { authors, posts, recent, tags } from './__fixtures__/blog';
import { setCompiledBody } from '../../../__mocks__/compiled-bodies';

const page = <D, C = object>(data: D, pathname: string, pageContext?: C) =>
  ({ data, location: { pathname, search: '' }, pageContext: pageContext ?? {} }) as unknown as PageProps<D, C>;

const postData: Queries.BlogPostPageQuery = {
  post: {
    title: 'Why Lexical exists',
    path: '/blog/first-blog-post',
    date: '2024-03-05T00:00:00.000Z',
    updated: null,
    updateNote: null,
    description: 'Where it came from.',
    readingTime: 2,
    unlisted: false,
    draft: false,
    editUrl: 'https://github.com/facebook/lexical/edit/main/packages/lexical-website/content/blog/first-blog-post.mdx',
    image: null,
    authors: [authors.team],
    tags: [tags.hello, tags.hola],
    toc: [{ id: 'an-editor-is-a-state-machine', value: 'An editor is a state machine', depth: 2 }],
    newer: { title: 'What MDX lets this blog do', path: '/blog/mdx-blog-post' },
    older: null,
  },
  recent,
} as unknown as Queries.BlogPostPageQuery;

describe('blog list template', () => {
  const data = { posts: { nodes: posts }, recent } as unknown as Queries.BlogListPageQuery;
  it('renders the posts newest first with reading time, authors and tags', () => {
    expect(
      renderer.create(<BlogList {...page(data, '/blog', { currentPage: 1, numPages: 1, seo: { title: 'Blog' } })} />).toJSON(),
    ).toMatchSnapshot();
    render(<BlogList {...page(data, '/blog', { currentPage: 1, numPages: 1, seo: { title: 'Blog' } })} />);
    const headings = screen.getAllByRole('heading', { level: 2, name: /.+/ }).map((h) => h.textContent);
    // The posts come first in the document; the sidebar's year headings follow them.
    expect(headings.slice(0, 3)).toEqual(posts.map((p) => p.title));
    expect(screen.getAllByText('2 min read')).toHaveLength(2);
  });

  it('links to older entries on a page that has more after it', () => {
    render(<BlogList {...page(data, '/blog/page/2', { currentPage: 2, numPages: 3, seo: { title: 'Blog, page 2' } })} />);
    expect(screen.getByRole('link', { name: /Newer entries/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: /Older entries/ }).getAttribute('href')).toBe('/blog/page/3');
  });

  it('announces the feeds in the head', () => {
    const head = renderer
      .create(
        <BlogListHead
          {...(page(data, '/blog', { currentPage: 1, numPages: 1, seo: { title: 'Blog' } }) as unknown as HeadProps<
            Queries.BlogListPageQuery,
            { currentPage: number; numPages: number; seo: { title: string } }
          >)}
        />,
      )
      .toJSON();
    expect(JSON.stringify(head)).toContain('application/rss+xml');
    expect(JSON.stringify(head)).toContain('application/atom+xml');
  });
});

describe('blog post template', () => {
  const postContext: PostContext = { body: 'blog/first-blog-post.mdx', seo: { title: 'Why Lexical exists' } };
  setCompiledBody(postContext.body, <p>Body.</p>);
  it('renders the header, body, tags, neighbours and sidebar', () => {
    expect(renderer.create(<BlogPost {...page(postData, '/blog/first-blog-post', postContext)} />).toJSON()).toMatchSnapshot();
  });

  it('links the newer post and marks the current post in the sidebar', () => {
    render(<BlogPost {...page(postData, '/blog/first-blog-post', postContext)} />);
    expect(screen.getByRole('link', { name: /Newer post/ }).getAttribute('href')).toBe('/blog/mdx-blog-post');
    const sidebar = screen.getByRole('navigation', { name: 'Blog recent posts' });
    expect(within(sidebar).getByRole('link', { name: 'Why Lexical exists' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no revision line for a post never revised', () => {
    render(<BlogPost {...page(postData, '/blog/first-blog-post', postContext)} />);
    expect(screen.queryByText(/^Updated/)).toBeNull();
  });

  it('shows when a revised post was published and when, and how, it was revised', () => {
    const revised = {
      ...postData,
      post: {
        ...postData.post!,
        date: '2019-05-28T00:00:00.000Z',
        updated: '2026-11-22T00:00:00.000Z',
        updateNote: 'Rewritten for Lexical 0.35.0.',
      },
    };
    render(<BlogPost {...page(revised, '/blog/first-blog-post', postContext)} />);
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect([...header.querySelectorAll('time')].map((t) => [t.textContent, t.getAttribute('datetime')])).toEqual([
      ['May 28, 2019', '2019-05-28T00:00:00.000Z'],
      ['November 22, 2026', '2026-11-22T00:00:00.000Z'],
    ]);
    expect(within(header).getByText(/^Updated/).textContent).toBe('Updated November 22, 2026: Rewritten for Lexical 0.35.0.');
    const head = JSON.stringify(
      renderer
        .create(
          <BlogPostHead
            {...(page(revised, '/blog/first-blog-post', postContext) as unknown as HeadProps<Queries.BlogPostPageQuery, SeoContext>)}
          />,
        )
        .toJSON(),
    );
    expect(head).toContain('"property":"article:modified_time","content":"2026-11-22T00:00:00.000Z"');
  });

  it('gives the head article metadata and an absolute sharing image', () => {
    const head = JSON.stringify(
      renderer
        .create(
          <BlogPostHead
            {...(page(postData, '/blog/first-blog-post', postContext) as unknown as HeadProps<Queries.BlogPostPageQuery, SeoContext>)}
          />,
        )
        .toJSON(),
    );
    expect(head).toContain('"content":"article"');
    expect(head).toContain('https://lexical.dev/og/blog/first-blog-post.png');
    expect(head).toContain('Why Lexical exists | Lexical');
  });
});

describe('blog tags template', () => {
  it('lists every tag with its post count', () => {
    const data = {
      tags: {
        nodes: [
          { ...tags.hello, count: 2 },
          { ...tags.hola, count: 2 },
        ],
      },
      recent,
    } as unknown as Queries.BlogTagsPageQuery;
    expect(renderer.create(<BlogTags {...page(data, '/blog/tags')} />).toJSON()).toMatchSnapshot();
    render(<BlogTags {...page(data, '/blog/tags')} />);
    expect(screen.getByRole('link', { name: 'Hello 2' }).getAttribute('href')).toBe('/blog/tags/hello');
  });
});

describe('blog tag template', () => {
  it('lists the posts of one tag under a heading with the count', () => {
    const tagged = posts.filter((p) => p.tags.some((t) => t.key === 'hola'));
    const data = {
      tag: { ...tags.hola, description: 'Greetings.', count: tagged.length, posts: tagged },
      recent,
    } as unknown as Queries.BlogTagPageQuery;
    expect(
      renderer.create(<BlogTag {...page(data, '/blog/tags/hola', { seo: { title: '2 posts tagged with "Hola"' } })} />).toJSON(),
    ).toMatchSnapshot();
    render(<BlogTag {...page(data, '/blog/tags/hola', { seo: { title: '2 posts tagged with "Hola"' } })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('2 posts tagged with "Hola"');
  });
});

describe('blog archive template', () => {
  it('groups the posts by year, newest year first', () => {
    const data = { posts: recent, recent } as unknown as Queries.BlogArchivePageQuery;
    expect(renderer.create(<BlogArchive {...page(data, '/blog/archive')} />).toJSON()).toMatchSnapshot();
    render(<BlogArchive {...page(data, '/blog/archive')} />);
    const main = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['2025', '2024']);
  });
});

describe('blog year template', () => {
  // The year of the blog's first two posts and the year after a gap: 2020 has no posts, so
  // 2021's older neighbour is 2019.
  const of2021 = posts.slice(0, 2).map((p, i) => ({ ...p, date: `2021-0${8 - i}-0${1 + i}T00:00:00.000Z` }));
  const data = { posts: { totalCount: 2, nodes: of2021 }, recent } as unknown as Queries.BlogYearPageQuery;
  const context: YearContext = {
    year: 2021,
    currentPage: 1,
    numPages: 1,
    newerYear: null,
    olderYear: 2019,
    seo: { title: 'Posts of 2021' },
  };

  it('lists the posts of the year, newest first, with dates, authors, tags and reading time', () => {
    expect(renderer.create(<BlogYear {...page(data, '/blog/2021', context)} />).toJSON()).toMatchSnapshot();
    render(<BlogYear {...page(data, '/blog/2021', context)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Posts of 2021');
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(of2021.map((p) => p.title));
    expect(within(articles[0]).getByText('August 1, 2021')).toBeTruthy();
    expect(within(articles[0]).getByText('2 min read')).toBeTruthy();
    expect(within(articles[0]).getByRole('link', { name: 'The Lexical team' })).toBeTruthy();
    expect(within(articles[0]).getByRole('link', { name: 'Hello' }).getAttribute('href')).toBe('/blog/tags/hello');
    expect(within(articles[0]).getByText('A rebuilt home for the docs.')).toBeTruthy();
  });

  it('links the nearest older year with posts, and no newer year when there is none', () => {
    render(<BlogYear {...page(data, '/blog/2021', context)} />);
    const years = screen.getByRole('navigation', { name: 'Other years' });
    expect(
      within(years)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Older year »Posts of 2019', '/blog/2019']]);
    expect(screen.queryByRole('navigation', { name: 'Pages of 2021' })).toBeNull();
  });

  it('pages through a year that fills more than one page', () => {
    render(
      <BlogYear
        {...page(data, '/blog/2021/page/2', {
          ...context,
          currentPage: 2,
          numPages: 3,
          newerYear: 2024,
          seo: { title: 'Posts of 2021, page 2' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Posts of 2021, page 2');
    const pages = screen.getByRole('navigation', { name: 'Pages of 2021' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/2021', '/blog/2021/page/3']);
    const years = screen.getByRole('navigation', { name: 'Other years' });
    expect(
      within(years)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/2024', '/blog/2019']);
  });

  it('names the year in the title and description', () => {
    const head = JSON.stringify(
      renderer
        .create(<BlogYearHead {...(page(data, '/blog/2021', context) as unknown as HeadProps<Queries.BlogYearPageQuery, YearContext>)} />)
        .toJSON(),
    );
    expect(head).toContain('Posts of 2021 | Lexical');
    expect(head).toContain('The 2 posts of the Lexical blog published in 2021, newest first.');
  });
});

describe('blog sidebar and archive year headings', () => {
  it('link each year to its page, and mark the year being read', () => {
    const data = { posts: { totalCount: 2, nodes: posts.slice(0, 2) }, recent } as unknown as Queries.BlogYearPageQuery;
    render(
      <BlogYear
        {...page(data, '/blog/2025', {
          year: 2025,
          currentPage: 1,
          numPages: 1,
          newerYear: null,
          olderYear: 2024,
          seo: { title: 'Posts of 2025' },
        })}
      />,
    );
    const sidebar = screen.getByRole('navigation', { name: 'Blog recent posts' });
    const yearLinks = within(sidebar)
      .getAllByRole('heading', { level: 2 })
      .map((h) => within(h).getByRole('link'));
    expect(yearLinks.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['2025', '/blog/2025', 'page'],
      ['2024', '/blog/2024', null],
    ]);
  });

  it('link each archive year to its page', () => {
    render(<BlogArchive {...page({ posts: recent, recent } as unknown as Queries.BlogArchivePageQuery, '/blog/archive')} />);
    const main = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    const headings = within(main).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => within(h).getByRole('link').getAttribute('href'))).toEqual(['/blog/2025', '/blog/2024']);
  });
});

describe('blog authors template', () => {
  it('shows each author with their posts', () => {
    const data = {
      authors: {
        nodes: [
          { ...authors.crew, posts: recent.nodes.slice(0, 2) },
          { ...authors.team, posts: [recent.nodes[0], recent.nodes[2]] },
        ],
      },
      recent,
    } as unknown as Queries.BlogAuthorsPageQuery;
    expect(renderer.create(<BlogAuthors {...page(data, '/blog/authors')} />).toJSON()).toMatchSnapshot();
    render(<BlogAuthors {...page(data, '/blog/authors')} />);
    const team = screen.getByRole('region', { name: 'The Lexical team' });
    expect(
      within(team)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['The Lexical team', 'Welcome to the new Lexical website', 'Why Lexical exists']);
  });
});
