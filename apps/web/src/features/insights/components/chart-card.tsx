import { Alert, Anchor, Box, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { type ChartView, ChartViewSwitch } from '../../../components/ui/chart-view-switch';
import type { RowsLink } from '../utils/report-links';

/** How tall every chart is drawn. */
export const CHART_HEIGHT = 280;

const filterNames = { departmentId: 'department', clientId: 'client', timesheetStatus: 'timesheet status' };

export interface ChartCardProps {
  title: string;
  /** What the chart counts, in a sentence. */
  description: string;
  /** Filters the person set that this chart does not take. */
  ignored: (keyof typeof filterNames)[];
  query: { isPending: boolean; isError: boolean; error: Error | null };
  isEmpty: boolean;
  chart: ReactNode;
  /** The same figures as a table: what a screen reader (or anyone) reads instead of the picture. */
  table: ReactNode;
  link: RowsLink | null;
  /** What the chart draws, when it draws one of several things (a team or a person): above both views. */
  controls?: ReactNode;
}

/** One chart with its title, a Chart / Table switch, its state, and a link to the rows behind it. */
export function ChartCard({
  title,
  description,
  ignored,
  query,
  isEmpty,
  chart,
  table,
  link,
  controls,
}: ChartCardProps) {
  const [view, setView] = useState<ChartView>('chart');
  const titleId = useId();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Center h={CHART_HEIGHT} role="status" aria-label={`Loading ${title}`}>
        <Loader size="sm" />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" role="alert">
        {query.error?.message || 'Request failed!'}
      </Alert>
    );
  } else if (isEmpty) {
    body = (
      <Center h={CHART_HEIGHT}>
        <Text c="gray.7">No Records Were Found</Text>
      </Center>
    );
  } else if (view === 'table') {
    body = (
      // Focusable, so the table scrolls from the keyboard too.
      <Box mah={CHART_HEIGHT + 40} style={{ overflowY: 'auto' }} tabIndex={0}>
        {table}
      </Box>
    );
  } else {
    body = (
      <Box role="img" aria-label={`${title} chart. Choose Table for its figures.`}>
        {chart}
      </Box>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <ChartViewSwitch title={title} value={view} onChange={setView} />
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {description}
        {ignored.length > 0 && ` Not filtered by ${ignored.map((name) => filterNames[name]).join(' or ')}.`}
      </Text>
      {!query.isPending && !query.isError && !isEmpty && controls}
      {body}
      {link && (
        <Text size="sm" mt="sm">
          Rows:{' '}
          <Anchor component={Link} to={link.to}>
            {link.label}
          </Anchor>
        </Text>
      )}
    </Card>
  );
}
