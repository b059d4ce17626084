import { normalisePathname } from '../paths';

describe('normalisePathname', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['', '/'],
  ])('%s is the page %s', (input, expected) => {
    expect(normalisePathname(input)).toBe(expected);
  });

  it('leaves clean paths alone', () => {
    expect(normalisePathname('/docs/intro')).toBeNull();
    expect(normalisePathname('/')).toBeNull();
  });
});
