/** @jest-environment node */
import { diffExports, type ExportShape } from '../exports';

const box = (members: ExportShape['members']): ExportShape => ({
  module: 'lexical',
  name: 'Box',
  kind: 'class',
  type: 'new () => Box',
  members,
  deprecated: null,
});
const member = (name: string, type: string, deprecated: string | null = null) => ({ name, type, deprecated });

describe('diffExports on classes', () => {
  it('reports a member removed or changed as a change of its class, naming the member', () => {
    const changes = diffExports(
      [box([member('grow', '(by: number) => void'), member('size', 'number')])],
      [box([member('grow', '(by: bigint) => void')])],
    );
    expect(changes).toEqual([
      {
        module: 'lexical',
        name: 'Box',
        kind: 'class',
        change: 'changed',
        before: 'new () => Box',
        after: 'new () => Box',
        members: [
          { name: 'grow', change: 'changed', before: '(by: number) => void', after: '(by: bigint) => void' },
          { name: 'size', change: 'removed', before: 'number', after: null },
        ],
      },
    ]);
  });

  it('reports a member newly deprecated as `Class.member`, and members only added as nothing', () => {
    const changes = diffExports(
      [box([member('grow', '() => void')])],
      [box([member('grow', '() => void', 'Use scale.'), member('scale', '() => void')])],
    );
    expect(changes.map((c) => [c.change, c.name, c.after])).toEqual([['deprecated', 'Box.grow', 'Use scale.']]);
  });
});
