export declare const ORDER_FILE: string;
export declare function cssModuleGraph(root: string): Map<string, Set<string>>;
export declare function cssOrder(root: string): string[];
export declare function orderFileText(order: string[]): string;
