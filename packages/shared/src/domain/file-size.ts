/** A file's size as a person reads it, in decimal units: `812 KB`, `4.2 MB`. Imports nothing. */
export function fileSizeInWords(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
