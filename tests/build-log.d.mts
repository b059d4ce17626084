export function warningsIn(log: string): string[];
