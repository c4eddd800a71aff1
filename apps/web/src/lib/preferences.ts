import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'timekeep.preferences';

export interface Preferences {
  hoursWorkday: number;
  includeWeekends: boolean;
  isPtoCalendarVisible: boolean;
}

const DEFAULTS: Preferences = { hoursWorkday: 8, includeWeekends: false, isPtoCalendarVisible: true };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Preferences } | null = null;

function storedObject(raw: string | null): Record<string, unknown> {
  try {
    const stored: unknown = raw ? JSON.parse(raw) : {};
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Each preference falls back to its default on its own, so one bad value never resets the others. */
function parse(raw: string | null): Preferences {
  const { hoursWorkday, includeWeekends, isPtoCalendarVisible } = storedObject(raw);
  return {
    hoursWorkday:
      typeof hoursWorkday === 'number' && hoursWorkday > 0 && hoursWorkday <= 24
        ? hoursWorkday
        : DEFAULTS.hoursWorkday,
    includeWeekends: typeof includeWeekends === 'boolean' ? includeWeekends : DEFAULTS.includeWeekends,
    isPtoCalendarVisible:
      typeof isPtoCalendarVisible === 'boolean' ? isPtoCalendarVisible : DEFAULTS.isPtoCalendarVisible,
  };
}

export function readPreferences(): Preferences {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function savePreferences(changes: Partial<Preferences>): Preferences {
  const next = { ...readPreferences(), ...changes };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function usePreferences(): [Preferences, typeof savePreferences] {
  return [useSyncExternalStore(subscribe, readPreferences), savePreferences];
}
