import { ActionIcon, Group, Loader, Popover, TextInput, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconMessageCircleFilled } from '@tabler/icons-react';
import { lazy, memo, Suspense } from 'react';
import { NOTE_KEY_NAME } from '../utils/grid-navigation';
import type { DraftEntry } from '../utils/timesheet-draft';
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
  noteOpen: boolean;
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
  onNoteOpenChange: (rowKey: string, date: string, open: boolean) => void;
}

/**
 * The locked day's reason and a refusal are the field's description and error for screen readers; on screen the
 * tooltip shows the one and the row's message the other.
 */
const hiddenTexts = { description: visuallyHidden, error: visuallyHidden };

const NoteEditor = lazy(() => import('./note-editor').then((module) => ({ default: module.NoteEditor })));

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
  noteOpen,
  onHoursChange,
  onNoteChange,
  onNoteOpenChange,
}: HoursCellProps) {
  const note = entry?.note ?? '';
  const hasNote = note.trim() !== '';
  const locked = lockedReason !== null;
  const input = (
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
  );
  return (
    <Group gap={0} wrap="nowrap" justify="center">
      {/* Always the same tree, so locking the grid (a save, a submit) does not remount every input. */}
      <Tooltip
        label={lockedReason}
        disabled={!locked}
        events={{ hover: true, focus: true, touch: true }}
        withinPortal
      >
        <div>{input}</div>
      </Tooltip>
      <Popover
        width={260}
        position="bottom"
        withArrow
        trapFocus
        returnFocus={false}
        shadow="md"
        opened={noteOpen}
        onChange={(open) => onNoteOpenChange(rowKey, date, open)}
        disabled={locked && !hasNote}
      >
        <Popover.Target>
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
        </Popover.Target>
        <Popover.Dropdown>
          <Suspense fallback={<Loader size="xs" />}>
            <NoteEditor
              note={note}
              label={label}
              readOnly={locked}
              onChange={(text) => onNoteChange(rowKey, date, text)}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
});
