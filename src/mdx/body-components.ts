/**
 * The components of the guides' and posts' bodies (src/templates/doc.tsx, blog-post.tsx): the
 * whole map (./components.tsx) on the server and in develop; the browser's production bundle
 * takes ./island-components.tsx in this module's place (src/node/config/on-create-webpack-config.ts),
 * since those bodies stay the server's markup there and only their islands run.
 */
export { mdxComponents } from './components';
/** The body in develop's browser (src/components/MdxBody/Develop.tsx): the production bundle has none. */
export { default as DevelopMdxBody } from '../components/MdxBody/Develop';

/**
 * Whether the body makes its own static markup: in develop's browser, which gets no server
 * markup (src/components/MdxBody/Develop.tsx). Not on a server, nor in tests, which render the
 * body whole as the server does.
 */
export const BROWSER_MARKUP = process.env.NODE_ENV === 'development' && typeof window !== 'undefined';

/** Whether a body keeps the server's markup and runs its islands alone: in the browser's production bundle only. */
export const STATIC_BODIES = false;
