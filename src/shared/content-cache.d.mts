export const CONTENT_CACHE_DIR: string;
