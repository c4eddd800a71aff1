import { Select } from '@mantine/core';

/** How long a new token lives: a month by default, a year at most (the server refuses longer). */
export const TOKEN_LIFETIMES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '180', label: '180 days' },
  { value: '365', label: '1 year' },
];

export function TokenLifetimeSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <Select
      label="Expires After"
      data={TOKEN_LIFETIMES}
      value={String(days)}
      onChange={(value) => value && onChange(Number(value))}
      allowDeselect={false}
      w={160}
    />
  );
}
