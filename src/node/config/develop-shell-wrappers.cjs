// The page wrappers of develop's server bundle, which renders only the shell's index.html with
// no page in it (./develop-shell-pages.cjs): each gives back the element it wraps. It stands in
// for src/gatsby/wrap-page-element.tsx (src/node/config/on-create-webpack-config.ts), whose
// providers, layout and docs shell render nothing around the shell's empty root, and which
// brought the site's whole component tree (73 modules) into that bundle.
exports.wrapRootElement = ({ element }) => element;
exports.wrapPageElement = ({ element }) => element;
