/** LIKE's wildcards and its escape character, taken literally in a search. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
