/**
 * Text a spreadsheet could take for a formula (or a DDE payload) when the cell is edited or the sheet is
 * saved as CSV: a leading =, +, -, @, tab or carriage return. Such text gets a leading single quote.
 */
const FORMULA_LIKE = /^[=+\-@\t\r]/;

export function neutralisedText(text: string): string {
  return FORMULA_LIKE.test(text) ? `'${text}` : text;
}
