export declare const FULL_CHROMIUM: string;
export declare function chromiumPath(fallback?: string): string;
