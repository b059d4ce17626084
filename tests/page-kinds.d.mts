export declare const CORE_PAGE_KINDS: {
  home: string;
  doc: string;
  apiModule: string;
  apiClass: string;
  package: string;
  blogList: string;
  blogPost: string;
  gallery: string;
  notFound: string;
};
