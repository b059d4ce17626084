import { nextChoice, resolveMode, startingChoice } from '../color-mode';
import { redirectsDisabled } from '../storage';

describe('colour mode rules', () => {
  it('cycles system, light, dark when the system preference is respected', () => {
    expect(nextChoice('system', true)).toBe('light');
    expect(nextChoice('light', true)).toBe('dark');
    expect(nextChoice('dark', true)).toBe('system');
  });

  it('flips between light and dark otherwise', () => {
    expect(nextChoice('light', false)).toBe('dark');
    expect(nextChoice('dark', false)).toBe('light');
    expect(nextChoice('system', false)).toBe('dark');
  });

  it("starts from the system's preference when it is respected, else from the default mode", () => {
    expect(startingChoice('light', true)).toBe('system');
    expect(startingChoice('light', false)).toBe('light');
    expect(startingChoice('dark', false)).toBe('dark');
  });

  it('resolves system from the preference', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });
});

describe('embedded mode parameters', () => {
  it('reads disableRedirect', () => {
    expect(redirectsDisabled('?disableRedirect=true')).toBe(true);
    expect(redirectsDisabled('?disableRedirect')).toBe(true);
    expect(redirectsDisabled('?disableRedirect=false')).toBe(false);
    expect(redirectsDisabled('')).toBe(false);
  });
});
