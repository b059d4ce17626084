export const slugOf = (name: string): string => name.toLowerCase();
