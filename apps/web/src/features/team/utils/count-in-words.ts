const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(count: number): string {
  if (count < 20) return ONES[count]!;
  const ones = count % 10;
  return ones === 0 ? TENS[Math.floor(count / 10)]! : `${TENS[Math.floor(count / 10)]}-${ONES[ones]}`;
}

/**
 * A count in title-case English words, as the selection bar reads it: 'Two', 'Twenty-One', 'One Hundred Five'.
 * Counts of a thousand or more (more than a bulk answer may hold) stay in digits.
 */
export function countInWords(count: number): string {
  if (!Number.isInteger(count) || count < 0 || count >= 1000) return String(count);
  if (count < 100) return belowHundred(count);
  const rest = count % 100;
  const hundreds = `${ONES[Math.floor(count / 100)]} Hundred`;
  return rest === 0 ? hundreds : `${hundreds} ${belowHundred(rest)}`;
}

/** '{count in words} Request(s) Selected' (spec, manager area). */
export function selectedRequestsLabel(count: number): string {
  return `${countInWords(count)} Request(s) Selected`;
}
