import { Button, Group, List, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { AUDIT_ENTITY_ID_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';
import { isIsoDate } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import {
  AUDIT_PAGE_DEFAULT,
  type AuditEntry,
  type AuditQuery,
  auditEntityTypes,
  type TimesheetCellChange,
} from '@timekeep/shared/schemas/audit';
import { useState } from 'react';
import { PersonSelect } from '../../../components/forms/person-select';
import { DateField } from '../../../components/ui/date-field';
import { ListTable, listState } from '../../../components/ui/list-table';
import { parsePositiveInteger, useQueryParam } from '../../../lib/use-query-param';
import { useAuditEntries } from '../api/get-audit-entries';
import { actionLabel, auditEntityLabels, cellText, changeLines, entityLabel } from './audit-changes';

/** Field lines shown in a row before the rest fold away. */
const LINES_SHOWN = 4;

const entityOptions = auditEntityTypes.map((type) => ({ value: type, label: auditEntityLabels[type] }));
/** An ISO UTC timestamp as 'Nov 22, 2026 18:42:05', in UTC as the log keeps it. */
const utcTimeLabel = (createdAt: string) =>
  `${formatDisplayDate(createdAt.slice(0, 10))} ${createdAt.slice(11, 19)}`;
const dateOf = (text: string) => (isIsoDate(text) ? text : null);
const textOf = (text: string) => text;

/** The filters, kept in the address so a link or a reload shows the same entries. */
function useAuditFilters() {
  const [actorId, setActorId] = useQueryParam('person', parsePositiveInteger, { replace: true });
  const [entityType, setEntityType] = useQueryParam('entity', textOf, { replace: true });
  const [entityId, setEntityId] = useQueryParam('record', textOf, { replace: true });
  const [from, setFrom] = useQueryParam('from', dateOf, { replace: true });
  const [to, setTo] = useQueryParam('to', dateOf, { replace: true });
  const query: AuditQuery = {
    actor_id: actorId ?? undefined,
    entity_type: entityType ?? undefined,
    entity_id: entityId ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  };
  return {
    query,
    actorId,
    setActorId,
    entityType,
    setEntityType,
    entityId,
    setEntityId,
    from,
    setFrom,
    to,
    setTo,
  };
}

/** Who changed what and when, newest first: filtered by person, kind of record, record and UTC dates, paged. */
export function AuditPage() {
  const filters = useAuditFilters();
  const [record, setRecord] = useState(filters.entityId ?? '');
  const searchRecord = useDebouncedCallback((text: string) => filters.setEntityId(text.trim() || null), 300);

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm">
        <PersonSelect
          label="Changed By"
          placeholder="Anyone"
          value={filters.actorId}
          onChange={filters.setActorId}
          clearable
          w={200}
        />
        <Select
          label="Record Type"
          placeholder="Any record"
          data={entityOptions}
          value={filters.entityType}
          onChange={filters.setEntityType}
          clearable
          w={220}
        />
        <TextInput
          label="Record Id"
          placeholder="Any"
          value={record}
          maxLength={AUDIT_ENTITY_ID_MAX_LENGTH}
          onChange={(event) => {
            setRecord(event.currentTarget.value);
            searchRecord(event.currentTarget.value);
          }}
          w={100}
        />
        <DateField
          label="From (UTC)"
          value={filters.from}
          onChange={filters.setFrom}
          maxDate={filters.to ?? undefined}
          w={150}
        />
        <DateField
          label="To (UTC)"
          value={filters.to}
          onChange={filters.setTo}
          minDate={filters.from ?? undefined}
          w={150}
        />
      </Group>
      <AuditPages key={JSON.stringify(filters.query)} query={filters.query} />
    </Stack>
  );
}

/** The pages of one filter: a stack of cursors, so Newer goes back exactly to the page before. */
function AuditPages({ query }: { query: AuditQuery }) {
  const [cursors, setCursors] = useState<number[]>([]);
  const entries = useAuditEntries({ ...query, limit: AUDIT_PAGE_DEFAULT, cursor: cursors.at(-1) });
  const rows = entries.data?.entries ?? [];
  const nextCursor = entries.data?.nextCursor ?? null;

  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <ListTable
          aria-label="Audit log"
          aria-busy={entries.isFetching}
          verticalSpacing="xs"
          columns={[
            { label: 'When (UTC)', width: 170 },
            { label: 'Who', width: 160 },
            { label: 'What', width: 220 },
            { label: 'Record', width: 200 },
            'Changes',
          ]}
          state={listState(rows.length, 'audit entries', 'No Entries Found!', entries)}
        >
          {rows.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ListTable>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          Page {cursors.length + 1}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Newer Entries
          </Button>
          <Button
            variant="default"
            disabled={nextCursor === null}
            onClick={() => nextCursor !== null && setCursors([...cursors, nextCursor])}
          >
            Older Entries
          </Button>
        </Group>
      </Group>
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  const fromCsv = (entry.detail as { source?: unknown } | null)?.source === 'csv';
  return (
    <Table.Tr>
      <Table.Td>{utcTimeLabel(entry.createdAt)}</Table.Td>
      <Table.Td>
        {entry.actor?.name ?? 'Nobody signed in'}
        {entry.actingFor ? ` for ${entry.actingFor.name}` : ''}
      </Table.Td>
      <Table.Td>
        {actionLabel(entry.action)}
        {fromCsv ? ' (CSV import)' : ''}
      </Table.Td>
      <Table.Td>
        {entityLabel(entry.entityType)}
        {entry.entityId ? ` #${entry.entityId}` : ''}
      </Table.Td>
      <Table.Td>
        <ChangeList lines={lines} />
        {entry.changedCells && entry.changedCells.length > 0 && <CellChanges cells={entry.changedCells} />}
      </Table.Td>
    </Table.Tr>
  );
}

/** A timesheet write as the days it changed: date, project, before and after (the first few, then all). */
function CellChanges({ cells }: { cells: TimesheetCellChange[] }) {
  const { shown, toggle } = useFolded(cells, 'changed days');
  return (
    <>
      <Table
        aria-label="Days changed"
        fz="xs"
        verticalSpacing={2}
        horizontalSpacing="xs"
        withRowBorders={false}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Project</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((cell) => (
            <Table.Tr key={`${cell.date} ${cell.project}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(cell.date)}</Table.Td>
              <Table.Td>{cell.project}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{cellText(cell.before)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{cellText(cell.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {toggle}
    </>
  );
}

/** The first few of a long list, and the button that shows them all ("Show all 9 fields") or fewer again. */
function useFolded<Item>(items: readonly Item[], noun: string) {
  const [open, setOpen] = useState(false);
  const shown = open ? items : items.slice(0, LINES_SHOWN);
  const toggle = items.length > LINES_SHOWN && (
    <Button variant="subtle" size="compact-xs" onClick={() => setOpen(!open)} aria-expanded={open}>
      {open ? 'Show fewer' : `Show all ${items.length} ${noun}`}
    </Button>
  );
  return { shown, toggle };
}

function ChangeList({ lines }: { lines: string[] }) {
  const { shown, toggle } = useFolded(lines, 'fields');
  if (lines.length === 0) return null;
  return (
    <>
      <List size="xs" spacing={0} listStyleType="none">
        {shown.map((line) => (
          <List.Item key={line} style={{ wordBreak: 'break-word' }}>
            {line}
          </List.Item>
        ))}
      </List>
      {toggle}
    </>
  );
}
