/**
 * The one order of the site's CSS modules, written by `npm run css-order` (scripts/css-order.mjs):
 * do not edit by hand. Gatsby bundles every stylesheet into one file, and each page asks for its
 * modules in the order its own imports reach them; when two pages ask for two modules in
 * opposite orders, the bundler picks one and warns ("Conflicting order"). The browser entry
 * imports this list before anything else, so every page meets each module here first and the
 * whole site shares this order: each component, template or page after the components it
 * renders, so its rules win ties on their elements.
 */
import '../components/Admonition/styles.module.css';
import '../components/AnnouncementBar/styles.module.css';
import '../components/ApiCode/styles.module.css';
import '../components/ApiHtml/styles.module.css';
import '../components/ApiDeprecated/styles.module.css';
import '../components/ApiSignature/styles.module.css';
import '../components/ApiSource/styles.module.css';
import '../components/BlogAuthor/styles.module.css';
import '../components/BlogPostHeader/styles.module.css';
import '../components/BlogSidebar/styles.module.css';
import '../components/BlogTags/styles.module.css';
import '../components/BlogPostCard/styles.module.css';
import '../components/Breadcrumbs/styles.module.css';
import '../components/CodeTips/styles.module.css';
import '../components/ColorModeToggle/styles.module.css';
import '../components/ContentErrors/styles.module.css';
import '../components/CopyButton/styles.module.css';
import '../components/CodeBlock/styles.module.css';
import '../components/CodeSample/styles.module.css';
import '../components/CopyMarkdownButton/styles.module.css';
import '../components/Diagram/styles.module.css';
import '../components/DocBanner/styles.module.css';
import '../components/DocSidebar/styles.module.css';
import '../components/DocsShell/styles.module.css';
import '../components/EditorShell/styles.module.css';
import '../components/ErrorBoundary/styles.module.css';
import '../components/Footer/styles.module.css';
import '../components/GalleryFilters/styles.module.css';
import '../components/Heading/styles.module.css';
import '../components/ApiEntry/styles.module.css';
import '../components/ApiMember/styles.module.css';
import '../components/HighlightedText/styles.module.css';
import '../components/InternalDocsBanner/styles.module.css';
import '../components/LiveEditor/Toolbar/styles.module.css';
import '../components/LoadError/styles.module.css';
import '../components/Pager/styles.module.css';
import '../components/SearchBar/styles.module.css';
import '../components/NavbarItem/styles.module.css';
import '../components/NavbarItem/Dropdown/styles.module.css';
import '../components/MobileSidebar/styles.module.css';
import '../components/Navbar/styles.module.css';
import '../components/Spinner/styles.module.css';
import '../components/ErrorDecoder/styles.module.css';
import '../components/GalleryExample/styles.module.css';
import '../components/LiveEditor/styles.module.css';
import '../components/LiveExample/styles.module.css';
import '../components/TableOfContents/styles.module.css';
import '../components/BlogLayout/styles.module.css';
import '../components/DocsLayout/styles.module.css';
import '../components/Tabs/styles.module.css';
import '../components/GalleryCode/styles.module.css';
import '../components/GalleryCard/styles.module.css';
import '../gallery/collaboration/collaboration.module.css';
import '../gallery/tables/tables.module.css';
import '../pages/404.module.css';
import '../pages/gallery.module.css';
import '../pages/index.module.css';
import '../pages/search.module.css';
import '../pages/simple-page.module.css';
import '../search/highlight.module.css';
import '../components/Layout/styles.module.css';
import '../templates/api.module.css';
import '../templates/blog.module.css';
import '../templates/doc.module.css';
