/**
 * The components of the guides' and posts' bodies (src/templates/doc.tsx, blog-post.tsx): the
 * whole map (./components.tsx) on the server and in develop; the browser's production bundle
 * takes ./island-components.tsx in this module's place (src/node/config/on-create-webpack-config.ts),
 * since those bodies stay the server's markup there and only their islands run.
 */
export { mdxComponents } from './components';

/** Whether a body keeps the server's markup and runs its islands alone: in the browser's production bundle only. */
export const STATIC_BODIES = false;
