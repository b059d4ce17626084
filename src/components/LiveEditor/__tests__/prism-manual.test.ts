/**
 * A live editor's chunk loads @lexical/code, which loads Prism. The page's code blocks were
 * highlighted at build time, one element per line; Prism must leave them alone.
 */
function buildTimeBlock(): HTMLElement {
  document.body.innerHTML =
    '<pre class="language-ts"><code class="language-ts">' +
    '<span class="token-line">const a = 1;</span>\n<span class="token-line">const b = 2;</span>' +
    '</code></pre>';
  return document.querySelector('code') as HTMLElement;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

describe('loading the live editor code', () => {
  afterEach(() => {
    jest.resetModules();
    delete (window as unknown as { Prism?: unknown }).Prism;
  });

  it('without the flag, Prism rewrites a build-time block (the failure this guards against)', async () => {
    const code = buildTimeBlock();
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module must load inside the isolated registry, which only a synchronous require reaches
      require('@lexical/code');
    });
    await nextFrame();
    expect(code.querySelectorAll('.token-line')).toHaveLength(0);
  });

  it('with prism-manual imported first, the block keeps its lines', async () => {
    const code = buildTimeBlock();
    // Synchronous requires: the modules must load, in this order, inside the isolated registry.
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- see above */
      require('../prism-manual');
      require('@lexical/code');
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    await nextFrame();
    expect(code.querySelectorAll('.token-line')).toHaveLength(2);
  });
});
