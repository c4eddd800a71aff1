import { Popover } from '@mantine/core';
import type { ReactElement } from 'react';
import { NoteEditor } from './note-editor';

interface NotePopoverProps {
  /** The day's note button, which the popover opens from. */
  target: ReactElement;
  note: string;
  /** Names the row and the date, e.g. "ACME-1001 Consultant on Mar 3, 2025". */
  label: string;
  readOnly: boolean;
  onChange: (note: string) => void;
  onClose: () => void;
}

/**
 * The open note of one day. Loaded with the first note opened, with the popover's positioning code, so the
 * grid's first load carries neither.
 */
export function NotePopover({ target, note, label, readOnly, onChange, onClose }: NotePopoverProps) {
  return (
    <Popover
      width={260}
      position="bottom"
      withArrow
      trapFocus
      returnFocus={false}
      shadow="md"
      opened
      onChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <NoteEditor note={note} label={label} readOnly={readOnly} onChange={onChange} onDone={onClose} />
      </Popover.Dropdown>
    </Popover>
  );
}
