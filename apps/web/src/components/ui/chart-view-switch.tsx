import { SegmentedControl } from '@mantine/core';

export type ChartView = 'chart' | 'table';

/** A chart's Chart / Table switch: the table holds the same figures, for a screen reader or anyone. */
export function ChartViewSwitch({
  title,
  value,
  onChange,
}: {
  /** The chart's title, which names the switch: 'Utilization view'. */
  title: string;
  value: ChartView;
  onChange: (view: ChartView) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={`${title} view`}
      value={value}
      onChange={(view) => onChange(view as ChartView)}
      data={[
        { label: 'Chart', value: 'chart' },
        { label: 'Table', value: 'table' },
      ]}
    />
  );
}
