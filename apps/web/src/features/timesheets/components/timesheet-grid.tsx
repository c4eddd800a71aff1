import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { formatHours, parseHoursInput } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import dayjs from 'dayjs';
import type { ProjectOption } from '../utils/project-options';
import { type DraftRow, isDayEnabled } from '../utils/timesheet-draft';
import { HoursCell } from './hours-cell';
import { ProjectPicker } from './project-picker';
import classes from './timesheet-grid.module.css';

export interface GridDay {
  date: string;
  isHoliday: boolean;
  holidayName: string | null;
  isToday: boolean;
  isWeekend: boolean;
}

interface TimesheetGridProps {
  days: readonly GridDay[];
  rows: readonly DraftRow[];
  options: readonly ProjectOption[];
  locked: boolean;
  saving: boolean;
  onHoursChange: (rowKey: string, date: string, text: string) => void;
  onNoteChange: (rowKey: string, date: string, note: string) => void;
  onChooseProject: (rowKey: string, option: ProjectOption) => void;
  onDeleteRow: (row: DraftRow) => void;
  onReorder: (fromKey: string, toKey: string) => void;
}

export function rowLabel(row: DraftRow, index: number): string {
  if (row.projectId) return `${row.projectId} ${row.role ?? ''}`.trim();
  return row.name || `new row ${index + 1}`;
}

export function rowHours(row: DraftRow): number {
  return (
    Object.values(row.entries).reduce(
      (sum, entry) => sum + Math.round(parseHoursInput(entry.hours) * 100),
      0,
    ) / 100
  );
}

export function dayClass(day: GridDay): string {
  return [
    classes.dayHeader,
    day.isWeekend ? classes.weekend : '',
    day.isHoliday ? classes.holiday : '',
    day.isToday ? classes.today : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The editable grid: one row per project, one column per date of the period, totals by row and by day. */
export function TimesheetGrid(props: TimesheetGridProps) {
  const { days, rows, locked, onReorder } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = (event: DragEndEvent) => {
    if (event.over && event.active.id !== event.over.id)
      onReorder(String(event.active.id), String(event.over.id));
  };

  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing={2}
        aria-label="Timesheet"
      >
        <GridHead days={days} editable />
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={days.length + 4}>
                    <Text c="gray.7" ta="center" py="md">
                      No rows yet. Add a row and choose a project to log time.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row, index) => (
                <SortableRow key={row.key} row={row} index={index} {...props} />
              ))}
            </Table.Tbody>
          </SortableContext>
        </DndContext>
        <GridFoot days={days} rows={rows} editable />
      </Table>
      {locked && rows.length > 0 && <span style={visuallyHidden}>The timesheet is locked for editing.</span>}
    </Table.ScrollContainer>
  );
}

/** The date columns, with the reorder and delete columns around them when the grid is editable. */
export function GridHead({ days, editable }: { days: readonly GridDay[]; editable: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {editable && (
          <Table.Th w={36}>
            <span style={visuallyHidden}>Reorder</span>
          </Table.Th>
        )}
        <Table.Th className={classes.projectCell}>Project</Table.Th>
        {days.map((day) => (
          <Table.Th key={day.date} className={dayClass(day)} scope="col">
            <Tooltip label={day.holidayName ?? ''} disabled={!day.isHoliday}>
              <div>
                <span style={visuallyHidden}>
                  {formatDisplayDate(day.date)}
                  {day.isHoliday ? `, holiday: ${day.holidayName}` : ''}
                  {day.isToday ? ', today' : ''}
                </span>
                <Text size="xs" c="gray.7" aria-hidden>
                  {dayjs(day.date).format('ddd')}
                </Text>
                <Text size="sm" fw={day.isToday ? 700 : 500} aria-hidden>
                  {dayjs(day.date).format('D')}
                </Text>
              </div>
            </Tooltip>
          </Table.Th>
        ))}
        <Table.Th className={classes.totalCell}>Total</Table.Th>
        {editable && (
          <Table.Th w={36}>
            <span style={visuallyHidden}>Delete</span>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/** Hours by day and in all. */
export function GridFoot({
  days,
  rows,
  editable,
}: {
  days: readonly GridDay[];
  rows: readonly DraftRow[];
  editable: boolean;
}) {
  const dayTotals = days.map(
    (day) =>
      rows.reduce(
        (sum, row) => sum + Math.round(parseHoursInput(row.entries[day.date]?.hours ?? '') * 100),
        0,
      ) / 100,
  );
  const grandTotal = dayTotals.reduce((sum, hours) => sum + Math.round(hours * 100), 0) / 100;
  return (
    <Table.Tfoot>
      <Table.Tr>
        {editable && <Table.Td />}
        <Table.Th scope="row">Day total</Table.Th>
        {days.map((day, index) => (
          <Table.Td
            key={day.date}
            className={`${classes.totalCell} ${dayClass(day)}`}
            aria-label={`Total for ${formatDisplayDate(day.date)}`}
          >
            {formatHours(dayTotals[index]!)}
          </Table.Td>
        ))}
        <Table.Td className={classes.totalCell} aria-label="Timesheet total">
          <Text fw={700} size="sm">
            {formatHours(grandTotal)}
          </Text>
        </Table.Td>
        {editable && <Table.Td />}
      </Table.Tr>
    </Table.Tfoot>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function SortableRow({
  row,
  index,
  days,
  options,
  locked,
  saving,
  onHoursChange,
  onNoteChange,
  onChooseProject,
  onDeleteRow,
}: TimesheetGridProps & { row: DraftRow; index: number }) {
  const rowLocked = (locked && !saving) || row.readOnly;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: row.key,
      disabled: rowLocked,
    });
  const label = rowLabel(row, index);
  return (
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
      <Table.Td>
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
      <Table.Td className={classes.projectCell}>
        <ProjectPicker
          row={row}
          rowLabel={label}
          options={options}
          disabled={rowLocked}
          onChoose={(option) => onChooseProject(row.key, option)}
        />
      </Table.Td>
      {days.map((day) => {
        const outsideRow = !isDayEnabled(row, day.date);
        return (
          <Table.Td key={day.date} className={dayClass(day)}>
            <HoursCell
              entry={row.entries[day.date]}
              label={`${label} on ${formatDisplayDate(day.date)}`}
              disabled={outsideRow || (rowLocked && !saving)}
              readOnly={saving}
              onHoursChange={(text) => onHoursChange(row.key, day.date, text)}
              onNoteChange={(note) => onNoteChange(row.key, day.date, note)}
            />
          </Table.Td>
        );
      })}
      <Table.Td className={classes.totalCell} aria-label={`Total for ${label}`}>
        {formatHours(rowHours(row))}
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          aria-label={`Delete row ${label}`}
          disabled={rowLocked}
          onClick={() => onDeleteRow(row)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
