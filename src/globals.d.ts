declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export = classes;
}

/** wink-porter2-stemmer ships no typings: one function from a lower-case word to its stem. */
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
