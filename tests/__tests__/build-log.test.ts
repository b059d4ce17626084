/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { warningsIn } from '../build-log.mjs';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '__fixtures__/build-logs', name), 'utf8');

describe('warningsIn', () => {
  it('finds the mini-css-extract "Conflicting order" warning of a real build log', () => {
    const warnings = warningsIn(fixture('conflicting-order.log'));
    expect(warnings).toContain('warn chunk styles [mini-css-extract-plugin]');
    expect(warnings).toContain('Conflicting order. Following module has been added:');
  });

  it('finds any other warn line, colours and all', () => {
    expect(warningsIn('\u001b[33mwarn\u001b[39m The route /docs matches both a page and a redirect\n')).toEqual([
      'warn The route /docs matches both a page and a redirect',
    ]);
  });

  it("leaves out Gatsby's note on a slow step: it measures the machine, not the build", () => {
    const log = 'warn Your GraphQL query in createPages took 12.843 seconds which is an\nunexpectedly long time.\n';
    expect(warningsIn(log)).toEqual([]);
  });

  it('passes a clean log, including words like "warning" inside other lines', () => {
    const log = 'success onPreBootstrap - 2.3s\ninfo [api] 68 modules, 721 exports\ninfo Done building in 60 sec\n';
    expect(warningsIn(log)).toEqual([]);
  });
});
