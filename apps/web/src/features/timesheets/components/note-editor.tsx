import { Textarea } from '@mantine/core';
import { ENTRY_NOTE_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';

interface NoteEditorProps {
  note: string;
  /** Names the row and the date, e.g. "ACME-1001 Consultant on Mar 3, 2025". */
  label: string;
  readOnly: boolean;
  onChange: (note: string) => void;
}

/** The note of one day, loaded with the first note opened (the grid's first load stays small). */
export function NoteEditor({ note, label, readOnly, onChange }: NoteEditorProps) {
  return (
    <Textarea
      label="Note"
      description={label}
      autosize
      minRows={2}
      maxLength={ENTRY_NOTE_MAX_LENGTH}
      value={note}
      readOnly={readOnly}
      // The popover's focus trap starts before this loads, so the field takes the focus itself, and goes on after
      // what was typed before it had it.
      autoFocus
      onFocus={(event) => {
        const end = event.currentTarget.value.length;
        event.currentTarget.setSelectionRange(end, end);
      }}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
