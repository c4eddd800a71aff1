import { useSearchParams } from 'react-router';

/**
 * One query-string parameter read and written by itself, leaving the others as they are; an absent or malformed
 * value reads as null, and setting null removes it.
 */
export function useQueryParam<Value>(
  name: string,
  parse: (text: string) => Value | null,
  options: { replace?: boolean } = {},
): [Value | null, (value: Value | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get(name);
  const value = text === null ? null : parse(text);
  const setValue = (next: Value | null) =>
    setSearchParams(
      (params) => {
        if (next === null) params.delete(name);
        else params.set(name, String(next));
        return params;
      },
      { replace: options.replace, preventScrollReset: true },
    );
  return [value, setValue];
}

/** A positive whole number, as ids and years are written. */
export function parsePositiveInteger(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
