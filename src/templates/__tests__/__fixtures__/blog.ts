/** Fixture data for the blog template tests: two authors, two tags, three posts over two years. */
const avatar = {
  childImageSharp: {
    gatsbyImageData: {
      layout: 'constrained' as const,
      width: 64,
      height: 64,
      images: { fallback: { src: '/static/avatar.png', srcSet: '/static/avatar.png 64w', sizes: '(min-width: 64px) 64px, 100vw' }, sources: [] },
    },
  },
};

export const authors = {
  team: { key: 'lexical-team', name: 'The Lexical team', title: 'Stewards of the editor core', url: 'https://github.com/facebook/lexical', avatar },
  crew: { key: 'docs-crew', name: 'The docs crew', title: 'Keepers of guides and examples', url: null, avatar },
};

export const tags = {
  hello: { key: 'hello', label: 'Hello', path: '/blog/tags/hello' },
  hola: { key: 'hola', label: 'Hola', path: '/blog/tags/hola' },
};

export const posts = [
  {
    id: 'post-welcome',
    title: 'Welcome to the new Lexical website',
    path: '/blog/welcome',
    date: '2025-06-02T00:00:00.000Z',
    description: 'A rebuilt home for the docs.',
    readingTime: 2,
    authors: [authors.team, authors.crew],
    tags: [tags.hello],
  },
  {
    id: 'post-mdx',
    title: 'What MDX lets this blog do',
    path: '/blog/mdx-blog-post',
    date: '2025-02-11T00:00:00.000Z',
    description: 'Posts are MDX.',
    readingTime: 3,
    authors: [authors.crew],
    tags: [tags.hola],
  },
  {
    id: 'post-first',
    title: 'Why Lexical exists',
    path: '/blog/first-blog-post',
    date: '2024-03-05T00:00:00.000Z',
    description: 'Where it came from.',
    readingTime: 2,
    authors: [authors.team],
    tags: [tags.hello, tags.hola],
  },
];

export const recent = { nodes: posts.map(({ title, path, date }) => ({ title, path, date })) };
