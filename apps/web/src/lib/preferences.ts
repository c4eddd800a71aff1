import { useSyncExternalStore } from 'react';
import { z } from 'zod';

const STORAGE_KEY = 'timekeep.preferences';

/** Each preference falls back to its default on its own, so one bad value never resets the others. */
const preferencesSchema = z.object({
  hoursWorkday: z.number().positive().max(24).catch(8),
  includeWeekends: z.boolean().catch(false),
  isPtoCalendarVisible: z.boolean().catch(true),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Preferences } | null = null;

function parse(raw: string | null): Preferences {
  try {
    return preferencesSchema.parse(raw ? JSON.parse(raw) : {});
  } catch {
    return preferencesSchema.parse({});
  }
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
