export { default as GuideAgain } from './guide.mdx';
