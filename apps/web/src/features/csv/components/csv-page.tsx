import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { type CsvImportResult, type CsvKind, csvColumns, csvKindSchema } from '@timekeep/shared/schemas/csv';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/forms/form-problems';
import { toast } from '../../../lib/toasts';
import { useQueryParam } from '../../../lib/use-query-param';
import { csvExportUrl, useImportCsv } from '../api/import-csv';
import { usePreviewCsvImport } from '../api/preview-csv-import';
import { CsvPreview } from './csv-preview';
import { csvKindLabels } from './csv-values';

const kindOptions = csvKindSchema.options.map((kind) => ({ value: kind, label: csvKindLabels[kind] }));
const kindOf = (text: string): CsvKind | null => csvKindSchema.safeParse(text).data ?? null;

function resultText(result: CsvImportResult): string {
  return `${csvKindLabels[result.kind]} imported: ${result.created} created, ${result.updated} changed, ${result.unchanged} unchanged.`;
}

/** Export every record of a kind as CSV; import a file after a preview of what it creates and changes. */
export function CsvPage() {
  const [chosen, setKind] = useQueryParam('kind', kindOf, { replace: true });
  const kind = chosen ?? 'people';
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label="What to export or import"
        data={kindOptions}
        value={kind}
        onChange={(value) => setKind(value as CsvKind)}
        w="fit-content"
      />
      <KindFiles key={kind} kind={kind} />
    </Stack>
  );
}

function KindFiles({ kind }: { kind: CsvKind }) {
  const [file, setFile] = useState<{ chosen: File; text: string } | null>(null);
  const [imported, setImported] = useState<CsvImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = usePreviewCsvImport();
  const importFile = useImportCsv();

  const choose = async (chosen: File | null) => {
    setImported(null);
    setFailure(null);
    preview.reset();
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ chosen, text });
    preview.mutate({ kind, csv: text }, { onError: (error) => setFailure(refusalMessage(error)) });
  };
  const confirm = () => {
    if (!file) return;
    setFailure(null);
    importFile.mutate(
      { kind, csv: file.text },
      {
        onSuccess: (result) => {
          setImported(result);
          setFile(null);
          preview.reset();
          toast.success({ message: resultText(result) });
        },
        onError: (error) => setFailure(refusalMessage(error)),
      },
    );
  };

  return (
    <>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Export
        </Title>
        <Group>
          <Button
            component="a"
            href={csvExportUrl(kind)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download {csvKindLabels[kind]} CSV
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Import
        </Title>
        <Text size="sm">
          The first line names the columns: <Code>{csvColumns[kind].join(',')}</Code>. Records the file does
          not name stay as they are; nothing is written unless every line is valid.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file?.chosen ?? null}
          onChange={(chosen) => void choose(chosen)}
          leftSection={<IconUpload size={16} aria-hidden />}
          w={360}
        />
        {failure && (
          <Alert color="red" role="alert" title="Not imported">
            {failure}
          </Alert>
        )}
        {imported && (
          <Alert color="green" role="status">
            {resultText(imported)}
          </Alert>
        )}
        {preview.isPending && <Loader size="sm" aria-label="Reading the file" />}
        {file && preview.data && (
          <CsvPreview
            fileName={file.chosen.name}
            preview={preview.data}
            importing={importFile.isPending}
            onImport={confirm}
            onCancel={() => {
              setFile(null);
              preview.reset();
            }}
          />
        )}
      </Stack>
    </>
  );
}
