/**
 * An ISO timestamp as the reports and messages write a moment: "2026-10-20 09:30 UTC", to the minute, the same
 * for every reader whatever their time zone; null stays null.
 */
export function formatUtcMinute(iso: string | null): string | null {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : null;
}
