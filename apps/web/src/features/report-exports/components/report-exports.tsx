import { Button, Table, Text, Title } from '@mantine/core';
import { fileSizeInWords } from '@timekeep/shared/domain/file-size';
import type { ReportExport, ReportExportStatus } from '@timekeep/shared/schemas/report-exports';
import dayjs from 'dayjs';
import { useId } from 'react';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions } from '../../../components/ui/row-actions';
import { refusalMessage } from '../../../lib/forms/form-problems';
import { toast } from '../../../lib/toasts';
import { useCancelReportExport } from '../api/cancel-report-export';
import { isPending, useReportExports } from '../api/get-report-exports';

const statusWords: Record<ReportExportStatus, string> = {
  queued: 'Waiting',
  running: 'Being prepared',
  ready: 'Ready',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The rows written once it is ready; before, the database's estimate. */
function rowsInWords(item: ReportExport): string {
  if (item.rowCount !== null) return item.rowCount.toLocaleString('en-US');
  return `about ${item.estimatedRows.toLocaleString('en-US')}`;
}

function ExportRow({ item }: { item: ReportExport }) {
  const cancel = useCancelReportExport();
  const cancelIt = () =>
    cancel.mutate(item.id, {
      onError: (error) => toast.error({ title: 'Export Not Cancelled', message: refusalMessage(error) }),
    });
  return (
    <Table.Tr>
      <Table.Td>{item.fileName}</Table.Td>
      <Table.Td>{statusWords[item.status]}</Table.Td>
      <Table.Td>{rowsInWords(item)}</Table.Td>
      <Table.Td>{item.byteSize === null ? '' : fileSizeInWords(item.byteSize)}</Table.Td>
      <Table.Td>
        <time dateTime={item.createdAt}>{dayjs(item.createdAt).format('MMM D, YYYY h:mm A')}</time>
      </Table.Td>
      <RowActions>
        {item.status === 'ready' && (
          <Button
            component="a"
            href={`/api/report_exports/${item.id}/download`}
            download
            variant="subtle"
            size="compact-sm"
            aria-label={`Download ${item.fileName}`}
          >
            Download
          </Button>
        )}
        {isPending(item.status) && (
          <Button
            variant="subtle"
            size="compact-sm"
            color="red"
            c="red.9"
            loading={cancel.isPending}
            aria-label={`Cancel ${item.fileName}`}
            onClick={cancelIt}
          >
            Cancel
          </Button>
        )}
      </RowActions>
    </Table.Tr>
  );
}

/**
 * "Your Exports": the person's exports of the last 7 days that were too big to download at once, with their
 * status, a download while each is ready and Cancel while it is prepared. Asked again every few seconds while
 * one is prepared. `hideWhenEmpty` keeps a report's page as it was for someone who never had one.
 */
export function ReportExports({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const headingId = useId();
  const exports = useReportExports();
  const rows = exports.data ?? [];
  if (hideWhenEmpty && exports.isSuccess && rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mt="xl" mb={4}>
        Your Exports
      </Title>
      <Text size="sm" c="gray.7" mb="sm" maw={720}>
        Exports too big to download at once are prepared here. You are notified when one is ready; it is kept
        for a day, for you only.
      </Text>
      <ListTable
        aria-label="Your exports"
        maw={960}
        columns={['File', 'Status', 'Rows', 'Size', 'Asked For']}
        withActions
        state={listState(rows.length, 'exports', 'No exports in the last 7 days.', exports)}
      >
        {rows.map((item) => (
          <ExportRow key={item.id} item={item} />
        ))}
      </ListTable>
    </section>
  );
}
