import { Button, Group, Text, Textarea } from '@mantine/core';
import { ENTRY_NOTE_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';
import type { KeyboardEvent } from 'react';

interface NoteEditorProps {
  note: string;
  /** Names the row and the date, e.g. "ACME-1001 Consultant on Mar 3, 2025". */
  label: string;
  readOnly: boolean;
  onChange: (note: string) => void;
  /** Closes the note, kept as it stands, and returns to the day's hours. */
  onDone: () => void;
}

/**
 * The note of one day, loaded with the first note opened (the grid's first load stays small). Enter or Done
 * keeps it and closes it; Shift+Enter starts a new line.
 */
export function NoteEditor({ note, label, readOnly, onChange, onDone }: NoteEditorProps) {
  const closeOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    onDone();
  };
  return (
    <>
      <Textarea
        label="Note"
        description={label}
        autosize
        minRows={2}
        maxLength={ENTRY_NOTE_MAX_LENGTH}
        value={note}
        readOnly={readOnly}
        // The popover's focus trap starts before this loads, so the field takes the focus itself, and goes on
        // after what was typed before it had it.
        autoFocus
        onFocus={(event) => {
          const end = event.currentTarget.value.length;
          event.currentTarget.setSelectionRange(end, end);
        }}
        onKeyDown={closeOnEnter}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group justify="space-between" wrap="nowrap" mt="xs" gap="xs">
        <Text size="xs" c="gray.7">
          {readOnly ? 'Enter closes the note.' : 'Enter keeps the note; Shift+Enter starts a new line.'}
        </Text>
        <Button size="compact-sm" onClick={onDone} style={{ flexShrink: 0 }}>
          Done
        </Button>
      </Group>
    </>
  );
}
