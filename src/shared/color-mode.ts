/**
 * Colour-mode rules shared by the React provider and the inline head script, so the first
 * paint and the hydrated page agree and the page never flashes the other mode.
 * The choice is 'light', 'dark' or 'system'; what the page shows is always light or dark.
 */
export type ColorChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export function isChoice(value: unknown): value is ColorChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The choice of a reader who has stored none: the system's when the site respects it, else the site's default mode. */
export function startingChoice(defaultMode: ColorMode, respectSystem: boolean): ColorChoice {
  return respectSystem ? 'system' : defaultMode;
}

/** The next choice of the toggle: system -> light -> dark -> system, or light <-> dark. */
export function nextChoice(current: ColorChoice, respectSystem: boolean): ColorChoice {
  if (!respectSystem) return current === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}

export function resolveMode(choice: ColorChoice, systemPrefersDark: boolean): ColorMode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
