import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { rowTotal } from '@timekeep/shared/domain/timesheet-rules';
import type { RowBudget } from '@timekeep/shared/schemas/budgets';
import { lazy, memo, Suspense, useCallback } from 'react';
import type { ProjectOption } from '../../utils/project-options';
import type { RefusedPlace } from '../../utils/save-refusal';
import { type DraftRow, lockedDayReason, toRowInputs } from '../../utils/timesheet-draft';
import { ChosenProject } from './chosen-project';
import { cellClasses, dayClass, tipAlign } from './day-classes';
import type { GridDay } from './grid-types';
import { HoursCell } from './hours-cell';
import classes from './timesheet-grid.module.css';
import type { ProjectPickerComponent } from './use-project-picker';

/** Loaded when a row is over its budget, which few are: the first load of /timesheets is held to 200 kB. */
const OverBudgetBadge = lazy(() =>
  import('./over-budget-badge').then((module) => ({ default: module.OverBudgetBadge })),
);

export function rowLabel(row: DraftRow, index: number): string {
  if (row.projectId) return `${row.projectId} ${row.role ?? ''}`.trim();
  return row.name || `new row ${index + 1}`;
}

export function rowHours(row: DraftRow): number {
  return rowTotal(toRowInputs([row])[0]!);
}

interface GridRowProps {
  row: DraftRow;
  index: number;
  days: readonly GridDay[];
  options: readonly ProjectOption[];
  /** The project picker once its code is in (the chosen project shows until then). */
  ProjectPicker: ProjectPickerComponent | null;
  lockedReason: string | null;
  /** The budget of the row's engagement as the timesheet was loaded, or null without one. */
  budget: RowBudget | null;
  /** The last refused save's message when it names this row, or null. */
  refusal: RefusedPlace | null;
  /** The row's date holding the grid's keyboard stop, or null when another row holds it. */
  activeDate: string | null;
  openNoteDate: string | null;
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
  onNoteOpenChange: (rowKey: string, date: string, open: boolean) => void;
  onChooseProject: (rowKey: string, option: ProjectOption) => void;
  onDeleteRow: (rowKey: string) => void;
}

/** One row: re-rendered only when its own props change, so a keystroke renders one row, not the grid. */
export const GridRow = memo(function GridRow({
  row,
  index,
  days,
  options,
  ProjectPicker,
  lockedReason,
  budget,
  refusal,
  activeDate,
  openNoteDate,
  onHoursChange,
  onNoteChange,
  onNoteOpenChange,
  onChooseProject,
  onDeleteRow,
}: GridRowProps) {
  const rowLocked = lockedReason !== null || row.readOnly;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: row.key,
      disabled: rowLocked,
    });
  const label = rowLabel(row, index);
  const chooseProject = useCallback(
    (option: ProjectOption) => onChooseProject(row.key, option),
    [onChooseProject, row.key],
  );
  return (
    <>
      <Table.Tr
        ref={setNodeRef}
        data-row-key={row.key}
        style={{
          transform: CSS.Translate.toString(transform),
          transition,
          opacity: isDragging ? 0.7 : 1,
          position: 'relative',
          zIndex: isDragging ? 2 : undefined,
        }}
      >
        <Table.Td className={classes.pinnedReorder}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Drag to reorder ${label}`}
            disabled={rowLocked}
            style={{ cursor: rowLocked ? undefined : 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        </Table.Td>
        <Table.Td className={cellClasses(classes.projectCell, classes.pinnedProject)}>
          <div className={classes.projectWithBudget} data-over-budget={budget?.overBudget || undefined}>
            {ProjectPicker ? (
              <ProjectPicker
                row={row}
                rowLabel={label}
                options={options}
                disabled={rowLocked}
                onChoose={chooseProject}
              />
            ) : (
              <ChosenProject row={row} />
            )}
            {budget?.overBudget && (
              <Suspense fallback={null}>
                <OverBudgetBadge budget={budget} className={classes.overBudget} />
              </Suspense>
            )}
          </div>
        </Table.Td>
        {days.map((day, dayIndex) => (
          <Table.Td key={day.date} className={dayClass(day)}>
            <HoursCell
              rowKey={row.key}
              date={day.date}
              entry={row.entries[day.date]}
              label={`${label} on ${formatDisplayDate(day.date)}`}
              lockedReason={lockedReason ?? lockedDayReason(row, day.date)}
              refusal={refusal?.date === day.date ? refusal.message : null}
              tabbable={activeDate === day.date}
              reasonAlign={tipAlign(dayIndex, days.length)}
              noteOpen={openNoteDate === day.date}
              onHoursChange={onHoursChange}
              onNoteChange={onNoteChange}
              onNoteOpenChange={onNoteOpenChange}
            />
          </Table.Td>
        ))}
        <Table.Td
          className={cellClasses(classes.totalCell, classes.pinnedTotal)}
          aria-label={`Total for ${label}`}
        >
          {formatHours(rowHours(row))}
        </Table.Td>
        <Table.Td className={classes.pinnedDelete}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`Delete row ${label}`}
            disabled={rowLocked}
            onClick={() => onDeleteRow(row.key)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {refusal && (
        <Table.Tr data-refusal-for={row.key}>
          <Table.Td colSpan={days.length + 4}>
            <Text size="sm" c="red.9">
              {refusal.message}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});
