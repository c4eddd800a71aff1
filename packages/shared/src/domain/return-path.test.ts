import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const ORIGIN = 'https://timekeep.example.com';

describe('safeReturnPath', () => {
  it.each([
    ['/pto/history?year=2025', '/pto/history?year=2025'],
    ['/team/timesheets?startDate=2026-11-16#top', '/team/timesheets?startDate=2026-11-16#top'],
    ['/reports/a b', '/reports/a%20b'],
    ['/', '/'],
    ['/reports//', '/reports//'],
    ['/reports#/\\', '/reports#/\\'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['//evil.example/phish'],
    // Resolving the dot segment leaves '//evil.example/phish', which a browser would read as another host.
    ['/.//evil.example/phish'],
    ['/\\evil.example/phish'],
    ['/\t/evil.example/phish'],
    ['/\u000b/evil.example/phish'],
    ['/\r\n/evil.example'],
    ['/\u0000'],
    // Not a URL at all: a host that cannot be read, a port out of range.
    ['//['],
    ['//evil.example:99999/phish'],
    ['https://evil.example/phish'],
    ['https://timekeep.example.com/pto'],
    ['javascript:alert(1)'],
    ['pto'],
    [''],
    [null],
    [undefined],
  ])('answers / for %j', (value) => {
    expect(safeReturnPath(value, ORIGIN)).toBe('/');
  });

  it('always answers a path on the same origin, free of control characters, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.string({ maxLength: 60 }).map((rest) => `/${rest}`),
          fc
            .tuple(fc.constantFrom('/', '//', '/\\', '/\t/', '\\/', '/%2F/'), fc.webAuthority())
            .map(([prefix, host]) => `${prefix}${host}/x`),
          fc.webUrl().map((url) => url.replace(/^https?:/, '')),
        ),
        (value) => {
          const result = safeReturnPath(value, ORIGIN);
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
          expect(/[\u0000-\u001f\u007f]/.test(result)).toBe(false);
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
          // Following the answer again changes nothing: it is already in its checked form.
          expect(safeReturnPath(result, ORIGIN)).toBe(result);
        },
      ),
      { numRuns: 500 },
    );
  });
});
