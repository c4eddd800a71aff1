import { ActionIcon, Group, Popover, Textarea, TextInput } from '@mantine/core';
import { IconMessageCircle, IconMessageCircleFilled } from '@tabler/icons-react';
import type { DraftEntry } from '../utils/timesheet-draft';
import classes from './timesheet-grid.module.css';

interface HoursCellProps {
  entry: DraftEntry | undefined;
  /** Names the row and the date for screen readers, e.g. "ACME-1001 Consultant on Mar 3, 2025". */
  label: string;
  disabled: boolean;
  readOnly: boolean;
  onHoursChange: (text: string) => void;
  onNoteChange: (note: string) => void;
}

const NOTE_MAX_LENGTH = 500;

/** One day of one row: the hours, and a bubble holding the entry's note. */
export function HoursCell({ entry, label, disabled, readOnly, onHoursChange, onNoteChange }: HoursCellProps) {
  const note = entry?.note ?? '';
  const hasNote = note.trim() !== '';
  return (
    <Group gap={0} wrap="nowrap" justify="center">
      <TextInput
        size="xs"
        className={classes.hoursInput}
        aria-label={`Hours for ${label}`}
        inputMode="decimal"
        autoComplete="off"
        value={entry?.hours ?? ''}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => onHoursChange(event.currentTarget.value)}
      />
      <Popover width={260} position="bottom" withArrow trapFocus shadow="md" disabled={disabled}>
        <Popover.Target>
          <ActionIcon
            size="xs"
            variant="subtle"
            color={hasNote ? 'blue' : 'gray'}
            aria-label={`${hasNote ? 'Edit note' : 'Add note'} for ${label}`}
            disabled={disabled}
          >
            {hasNote ? <IconMessageCircleFilled size={14} /> : <IconMessageCircle size={14} />}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Textarea
            label="Note"
            description={label}
            autosize
            minRows={2}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            readOnly={readOnly}
            onChange={(event) => onNoteChange(event.currentTarget.value)}
          />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
