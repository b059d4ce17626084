/** @jest-environment node */
import { formatErrorMessage } from '../../../shared/error-codes';
import { alignCalls } from '../align';
import { checkPairing, deriveErrorCodes, ErrorCodeInconsistency } from '../derive';
import { extractDevCalls, extractProdCalls } from '../extract';
import { boxDev, boxProd, conflictDev, frameDev, frameProd, mismatchDev, mismatchProd } from './__fixtures__/builds';

const box = { packageName: '@lexical/box', prodFile: '@lexical/box/LexicalBox.prod.js', dev: boxDev, prod: boxProd };
const frame = { packageName: '@lexical/frame', prodFile: '@lexical/frame/LexicalFrame.prod.js', dev: frameDev, prod: frameProd };

function messageOf(table: ReturnType<typeof deriveErrorCodes>['table'], code: number) {
  return table.codes.find((entry) => entry.code === code)?.message;
}

describe('alignCalls', () => {
  it('skips the dev-only check that prod drops and pairs the rest', () => {
    const dev = extractDevCalls(boxDev);
    const prod = extractProdCalls(boxProd);
    expect(dev).toHaveLength(4);
    expect(prod).toHaveLength(3);
    // setWidth's check (dev index 2) has no production counterpart.
    expect(alignCalls(dev, prod).devIndexOfProd).toEqual([1, 3, 0]);
  });
});

describe('deriveErrorCodes', () => {
  it('derives several codes across packages, with the packages that emit each', () => {
    const { table, unmapped, devOnly } = deriveErrorCodes([box, frame], '0.35.0');
    expect(table.version).toBe('0.35.0');
    expect(table.codes.map((entry) => entry.code)).toEqual([11, 12, 13, 21, 22]);
    expect(messageOf(table, 11)).toBe('BoxNode.getChild: no child with key %s');
    expect(messageOf(table, 12)).toBe('BoxNode.splice: %s + %s > %s');
    expect(messageOf(table, 21)).toBe('useFrame: no frame in %s');
    expect(table.codes.find((entry) => entry.code === 13)?.packages).toEqual(['@lexical/box', '@lexical/frame']);
    expect(table.codes.find((entry) => entry.code === 22)?.kind).toBe('warning');
    expect(unmapped).toEqual([]);
    expect(devOnly).toBe(1);
  });

  it('substitutes the values of a link into a derived message', () => {
    const { table } = deriveErrorCodes([box], '0.35.0');
    expect(formatErrorMessage(messageOf(table, 12) ?? '', ['2', '5', '6'])).toBe('BoxNode.splice: 2 + 5 > 6');
  });

  it('has no entry for a code no build emits', () => {
    const { table } = deriveErrorCodes([box, frame], '0.35.0');
    expect(messageOf(table, 999)).toBeUndefined();
  });

  it('lists a code it cannot pair as unmapped, with no message', () => {
    const lonely = { ...box, dev: boxDev.replace(/formatDevErrorMessage\(`BoxNode.splice[^;]*;/, '') };
    const { table, unmapped } = deriveErrorCodes([lonely], '0.35.0');
    expect(unmapped).toEqual([12]);
    expect(messageOf(table, 12)).toBeNull();
  });

  it('fails, naming the file and code, when a call passes more values than the message takes', () => {
    const mismatch = { packageName: '@lexical/bad', prodFile: '@lexical/bad/LexicalBad.prod.js', dev: mismatchDev, prod: mismatchProd };
    expect(() => deriveErrorCodes([box, mismatch], '0.35.0')).toThrow(ErrorCodeInconsistency);
    expect(() => deriveErrorCodes([box, mismatch], '0.35.0')).toThrow(
      /code 11 in @lexical\/bad\/LexicalBad\.prod\.js: .*takes 1 value\(s\) but the production call passes 2/,
    );
  });

  it('fails when two packages give one code different messages', () => {
    const conflict = { ...box, packageName: '@lexical/other', prodFile: '@lexical/other/LexicalOther.prod.js', dev: conflictDev };
    expect(() => deriveErrorCodes([box, conflict], '0.35.0')).toThrow(
      /code 13 in @lexical\/other\/LexicalOther\.prod\.js: its message "Expected a box" differs from "Expected a BoxNode"/,
    );
  });

  it('checks a single pairing by its number of values', () => {
    expect(() => checkPairing('f.prod.js', 7, 'a %s b %s', 2)).not.toThrow();
    expect(() => checkPairing('f.prod.js', 7, 'a %s', 0)).toThrow(/code 7 in f\.prod\.js/);
  });
});
