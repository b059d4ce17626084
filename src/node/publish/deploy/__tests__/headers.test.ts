/** @jest-environment node */
import { contentSecurityPolicy, headersFile, IMMUTABLE, redirectsFile, REVALIDATE, scriptHash } from '../headers';
import { inlineScripts } from '../write';

describe('deploy headers', () => {
  it('hashes inline scripts the way browsers check them', () => {
    // The example of the CSP specification, with the hash browsers compute for it.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('reads the inline scripts of a page, not the external or JSON ones', () => {
    const html =
      '<script src="/app.js" async></script><script>a()</script><script id="x">\n b() \n</script><script type="application/ld+json">{}</script>';
    expect(inlineScripts(html)).toEqual(['a()', '\n b() \n']);
  });

  it('builds a policy that allows the page scripts and the configured frame parents only', () => {
    const policy = contentSecurityPolicy(['a()', 'a()'], ['self', 'https://docs.internal.example']);
    expect(policy).toContain(`script-src 'self' ${scriptHash('a()')};`);
    expect(policy).toContain("frame-ancestors 'self' https://docs.internal.example");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('caches hashed files for a year, revalidates pages, states text types and frame options', () => {
    const file = headersFile({
      pages: [{ route: '/docs/intro', inlineScripts: ['a()'] }],
      hashedFiles: ['/app-f4aa430ae0bc3c5a6c07.js'],
      textFiles: ['/docs/intro.md', '/llms.txt', '/static/0123456789abcdef0123456789abcdef.index.txt'],
      frameAncestors: ['self'],
    });
    expect(file).toContain(
      '/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n  X-Frame-Options: SAMEORIGIN',
    );
    expect(file).toContain(`/static/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(file).toContain(`/app-f4aa430ae0bc3c5a6c07.js\n  Cache-Control: ${IMMUTABLE}`);
    expect(file).toContain(`/page-data/*\n  Cache-Control: ${REVALIDATE}`);
    expect(file).toContain('/docs/intro.md\n  Content-Type: text/markdown; charset=utf-8');
    expect(file).toContain(`/llms.txt\n  Content-Type: text/plain; charset=utf-8\n  Cache-Control: ${REVALIDATE}`);
    // The search index is named by its content: only /static/* says how long it is kept.
    expect(file).toContain('/static/0123456789abcdef0123456789abcdef.index.txt\n  Content-Type: text/plain; charset=utf-8\n\n');
    expect(file).toMatch(
      /\/docs\/intro\n {2}Cache-Control: public, max-age=0, must-revalidate\n {2}Content-Security-Policy: default-src 'self'/,
    );
  });

  it('leaves X-Frame-Options out when other origins may frame the site', () => {
    const file = headersFile({ pages: [], hashedFiles: [], textFiles: [], frameAncestors: ['self', 'https://a.example'] });
    expect(file).not.toContain('X-Frame-Options');
  });

  it('redirects the site redirects and the .html aliases, forced, except for the embedded mode', () => {
    const text = redirectsFile(
      [{ from: '/2024-recap', to: 'https://github.com/x', status: 302 }],
      ['/', '/docs/intro', '/404.html'],
      'disableRedirect',
    );
    expect(text.split('\n')).toEqual([
      '/2024-recap disableRedirect=:value /2024-recap.html 200!',
      '/2024-recap https://github.com/x 302!',
      '/docs/intro.html /docs/intro 301!',
      '/docs/intro/index.html /docs/intro 301!',
      '',
    ]);
  });
});
