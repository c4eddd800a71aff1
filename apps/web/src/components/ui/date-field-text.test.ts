import { describe, expect, it } from 'vitest';
import { parseTypedDate, readTypedDate } from './date-field-text';

describe('parseTypedDate', () => {
  it('reads MM/DD/YYYY as a calendar date', () => {
    expect(parseTypedDate('03/14/2026')).toBe('2026-03-14');
  });

  it('takes single-digit months and days and surrounding spaces', () => {
    expect(parseTypedDate(' 3/4/2026 ')).toBe('2026-03-04');
  });

  it('refuses dates that do not exist', () => {
    expect(parseTypedDate('02/30/2026')).toBeNull();
    expect(parseTypedDate('13/01/2026')).toBeNull();
    expect(parseTypedDate('02/29/2025')).toBeNull();
    expect(parseTypedDate('02/29/2024')).toBe('2024-02-29');
  });

  it('reads a two-digit year as this century', () => {
    expect(parseTypedDate('12/7/26')).toBe('2026-12-07');
    expect(parseTypedDate('03/14/17')).toBe('2017-03-14');
  });

  it('refuses other formats and unfinished text', () => {
    for (const text of [
      '2026-03-14',
      '14.03.2026',
      '03/14/202',
      '03/14/2',
      '03/14',
      'March 14, 2026',
      '03/14/2026x',
    ]) {
      expect(parseTypedDate(text)).toBeNull();
    }
  });
});

describe('readTypedDate', () => {
  const rules = {
    minDate: '2026-01-01',
    maxDate: '2026-12-31',
    excludeDate: (date: string) => date === '2026-07-03',
  };

  it('gives the date when it is within the rules', () => {
    expect(readTypedDate('07/02/2026', rules)).toEqual({ date: '2026-07-02', problem: null });
  });

  it('treats an empty field as no date and no problem', () => {
    expect(readTypedDate('  ', rules)).toEqual({ date: null, problem: null });
  });

  it('asks for the format when the text is not a date', () => {
    expect(readTypedDate('7/2', rules)).toEqual({ date: null, problem: 'Enter a valid date as MM/DD/YYYY.' });
  });

  it('names the bound a date falls outside of', () => {
    expect(readTypedDate('12/31/2025', rules).problem).toBe('Choose a date on or after Jan 1, 2026.');
    expect(readTypedDate('01/01/2027', rules).problem).toBe('Choose a date on or before Dec 31, 2026.');
  });

  it('refuses an excluded date, with the reason the field gives', () => {
    expect(readTypedDate('07/03/2026', rules)).toEqual({
      date: null,
      problem: 'Jul 3, 2026 cannot be chosen here.',
    });
    expect(
      readTypedDate('07/03/2026', { ...rules, excludedDateMessage: (date) => `${date} is a holiday.` })
        .problem,
    ).toBe('2026-07-03 is a holiday.');
  });
});
