export const helper = (x) => String(x);
