export declare function readIntoPageCache(dirs: readonly string[]): Promise<{ files: number; megabytes: number; seconds: number }>;
