export const wrap = (name: string) => `[${name}]`;
