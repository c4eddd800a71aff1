import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMessageCircle, IconMessageCircleFilled } from '@tabler/icons-react';
import { lazy, memo, Suspense } from 'react';
import { NOTE_KEY_NAME } from '../../utils/grid-navigation';
import type { DraftEntry } from '../../utils/timesheet-draft';
import classes from './timesheet-grid.module.css';
import { visuallyHidden } from './visually-hidden';

interface HoursCellProps {
  rowKey: string;
  date: string;
  entry: DraftEntry | undefined;
  /** Names the row and the date for screen readers, e.g. "ACME-1001 Consultant on Mar 3, 2025". */
  label: string;
  /** Why the day cannot be typed in, or null when it can. */
  lockedReason: string | null;
  /** Why the last save was refused for this day, or null: the field is marked and says it when focused. */
  refusal: string | null;
  /** The grid's one keyboard stop (roving tab index). */
  tabbable: boolean;
  /** Where the locked day's reason shows beside the cell: from its start, or (near the grid's end) its end. */
  reasonAlign: 'start' | 'end';
  noteOpen: boolean;
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
  onNoteOpenChange: (rowKey: string, date: string, open: boolean) => void;
}

/**
 * The locked day's reason and a refusal are the field's description and error for screen readers; on screen the
 * reason shows beside the cell on hover and focus, and the refusal in the row's message.
 */
const hiddenTexts = { description: visuallyHidden, error: visuallyHidden };

const NotePopover = lazy(() => import('./note-popover').then((module) => ({ default: module.NotePopover })));

/**
 * One day of one row: the hours, and a bubble holding the entry's note (out of the tab order: the note key opens
 * it from the hours). A locked day stays focusable and readable, and says why it is locked on hover and focus.
 */
export const HoursCell = memo(function HoursCell({
  rowKey,
  date,
  entry,
  label,
  lockedReason,
  refusal,
  tabbable,
  reasonAlign,
  noteOpen,
  onHoursChange,
  onNoteChange,
  onNoteOpenChange,
}: HoursCellProps) {
  const note = entry?.note ?? '';
  const hasNote = note.trim() !== '';
  const locked = lockedReason !== null;
  const noteButton = (
    <ActionIcon
      size="xs"
      variant="subtle"
      color={hasNote ? 'blue' : 'gray'}
      aria-label={`${hasNote ? (locked ? 'Read note' : 'Edit note') : 'Add note'} for ${label}`}
      title={`Note (${NOTE_KEY_NAME} in the hours)`}
      tabIndex={-1}
      disabled={locked && !hasNote}
      onClick={() => onNoteOpenChange(rowKey, date, !noteOpen)}
    >
      {hasNote ? <IconMessageCircleFilled size={14} /> : <IconMessageCircle size={14} />}
    </ActionIcon>
  );
  return (
    <Group gap={0} wrap="nowrap" justify="center">
      <div className={classes.tipAnchor}>
        <TextInput
          size="xs"
          className={classes.hoursInput}
          aria-label={`Hours for ${label}`}
          description={lockedReason}
          error={refusal}
          styles={hiddenTexts}
          aria-disabled={locked || undefined}
          aria-keyshortcuts={NOTE_KEY_NAME}
          inputMode="decimal"
          autoComplete="off"
          tabIndex={tabbable ? 0 : -1}
          data-row-key={rowKey}
          data-date={date}
          value={entry?.hours ?? ''}
          readOnly={locked}
          onChange={(event) => onHoursChange(rowKey, date, event.currentTarget.value)}
        />
        {locked && (
          <span role="tooltip" className={classes.tip} data-align={reasonAlign}>
            {lockedReason}
          </span>
        )}
      </div>
      {noteOpen ? (
        <Suspense fallback={noteButton}>
          <NotePopover
            target={noteButton}
            note={note}
            label={label}
            readOnly={locked}
            onChange={(text) => onNoteChange(rowKey, date, text)}
            onClose={() => onNoteOpenChange(rowKey, date, false)}
          />
        </Suspense>
      ) : (
        noteButton
      )}
    </Group>
  );
});
