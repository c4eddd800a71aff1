import { describe, expect, it } from 'vitest';
import { readPreferences, savePreferences } from './preferences';

describe('preferences', () => {
  it('defaults to an 8-hour workday without weekends', () => {
    expect(readPreferences()).toEqual({
      hoursWorkday: 8,
      includeWeekends: false,
      isPtoCalendarVisible: true,
    });
  });

  it('keeps saved values in local storage', () => {
    savePreferences({ hoursWorkday: 10, includeWeekends: true });

    expect(readPreferences()).toEqual({
      hoursWorkday: 10,
      includeWeekends: true,
      isPtoCalendarVisible: true,
    });
  });

  it('replaces only the unreadable values with their defaults', () => {
    localStorage.setItem(
      'timekeep.preferences',
      JSON.stringify({ hoursWorkday: 'ten', includeWeekends: true }),
    );

    expect(readPreferences()).toEqual({ hoursWorkday: 8, includeWeekends: true, isPtoCalendarVisible: true });
  });

  it('survives storage that is not JSON', () => {
    localStorage.setItem('timekeep.preferences', '{not json');

    expect(readPreferences().hoursWorkday).toBe(8);
  });
});
