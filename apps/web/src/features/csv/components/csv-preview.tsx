import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { CsvChange, CsvPreview as CsvPreviewAnswer } from '@timekeep/shared/schemas/csv';
import { ListTable } from '../../../components/ui/list-table';
import { csvValueText } from './csv-values';

/** Changes beyond this many are counted, not listed: a 10,000-line file would make a page nobody reads. */
const CHANGES_SHOWN = 200;

interface CsvPreviewProps {
  fileName: string;
  preview: CsvPreviewAnswer;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}

function changeText(change: CsvChange): string {
  return Object.entries(change.changes)
    .map(([field, { from, to }]) =>
      change.action === 'create'
        ? `${field}: ${csvValueText(to)}`
        : `${field}: ${csvValueText(from)} → ${csvValueText(to)}`,
    )
    .join(', ');
}

/**
 * What an import of the file would do, before anything is written: what it creates and changes, and the bad
 * lines with their numbers and reasons (the server lists the first 100 and counts them all). A file with any
 * bad line cannot be imported at all.
 */
export function CsvPreview({ fileName, preview, importing, onImport, onCancel }: CsvPreviewProps) {
  const { problems, problemCount, changes } = preview;
  const refused = problemCount > 0;
  const problemTotal = problemCount.toLocaleString('en-US');
  const nothingToDo = changes.length === 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Preview of {fileName}
      </Title>
      <Text>
        {preview.records} line(s) read: {preview.creates} to create, {preview.updates} to change,{' '}
        {preview.unchanged} unchanged.
      </Text>
      {refused && (
        <Alert color="red" role="alert" title={`${problemTotal} problem(s): nothing will be imported`}>
          Every line must be valid before the file can be imported. Correct the lines below and upload the
          file again.
        </Alert>
      )}
      {refused && (
        <>
          <Title order={3} size="h5" id="csv-problems">
            Problems
          </Title>
          <ListTable
            aria-labelledby="csv-problems"
            columns={[{ label: 'Line', width: 80 }, { label: 'Column', width: 200 }, 'Reason']}
          >
            {problems.map((problem) => (
              <Table.Tr key={`${problem.line} ${problem.column} ${problem.message}`}>
                <Table.Td>{problem.line}</Table.Td>
                <Table.Td>{problem.column ?? ''}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          {problemCount > problems.length && (
            <Text size="sm" c="gray.7">
              Showing the first {problems.length} of {problemTotal} problems.
            </Text>
          )}
        </>
      )}
      {!nothingToDo && (
        <>
          <Title order={3} size="h5" id="csv-changes">
            Changes
          </Title>
          <ListTable
            aria-labelledby="csv-changes"
            columns={[
              { label: 'Line', width: 80 },
              { label: 'Action', width: 100 },
              { label: 'Record', width: 260 },
              'Changes',
            ]}
          >
            {changes.slice(0, CHANGES_SHOWN).map((change) => (
              <Table.Tr key={`${change.line}-${change.key}`}>
                <Table.Td>{change.line}</Table.Td>
                <Table.Td>{change.action === 'create' ? 'Create' : 'Change'}</Table.Td>
                <Table.Td>{change.key}</Table.Td>
                <Table.Td>{changeText(change)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </>
      )}
      {changes.length > CHANGES_SHOWN && (
        <Text size="sm" c="gray.7">
          The first {CHANGES_SHOWN} of {changes.length} changes are listed.
        </Text>
      )}
      {!refused && nothingToDo && <Text c="gray.7">The file changes nothing.</Text>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onImport} disabled={refused || nothingToDo} loading={importing}>
          Confirm Import
        </Button>
      </Group>
    </Stack>
  );
}
