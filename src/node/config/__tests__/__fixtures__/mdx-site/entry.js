import Guide from './guide.mdx';
import Post from './post.mdx';
import { GuideAgain } from './again.js';

export { Guide, Post, GuideAgain };
