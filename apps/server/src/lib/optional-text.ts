/** An optional text as stored: trimmed, and none when it is blank. */
export const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
