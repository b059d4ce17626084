/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(__dirname, '..', 'check-samples.mjs');
const fixtures = path.join(__dirname, '__fixtures__');

function check(docs: string, gallery?: string) {
  const galleryArgs = gallery ? ['--gallery', path.join(fixtures, gallery)] : [];
  const result = spawnSync(process.execPath, [script, '--docs', path.join(fixtures, docs), ...galleryArgs], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('tests/check-samples.mjs', () => {
  it('fails on a sample that does not compile, naming the MDX file and the line', () => {
    const { status, output } = check('bad-docs');
    expect(status).toBe(1);
    expect(output).toContain('tests/__tests__/__fixtures__/bad-docs/concepts/wrong.mdx:11: TS2345');
    expect(output).toContain("Argument of type 'number' is not assignable to parameter of type 'string'");
  }, 60_000);

  it('passes samples with hidden setup lines, sibling imports, indented fences and nocheck reasons', () => {
    const { status, output } = check('good-docs');
    expect(output).toContain('3 ts/tsx blocks type-check against lexical 0.35.0 (1 marked nocheck)');
    expect(status).toBe(0);
  }, 60_000);

  it('type-checks the gallery examples in place, naming the file and the line', () => {
    const { status, output } = check('good-docs', 'bad-gallery');
    expect(status).toBe(1);
    expect(output).toContain('tests/__tests__/__fixtures__/bad-gallery/broken/index.tsx:4: TS2345');
  }, 60_000);

  it('fails when it finds no sample to check, or no gallery example', () => {
    const noSamples = check('old-urls');
    expect(noSamples.status).toBe(1);
    expect(noSamples.output).toContain('tests/__tests__/__fixtures__/old-urls: no ts/tsx code sample found');
    const noGallery = check('good-docs', 'old-urls');
    expect(noGallery.status).toBe(1);
    expect(noGallery.output).toContain('tests/__tests__/__fixtures__/old-urls: no gallery example found');
  }, 60_000);
});
