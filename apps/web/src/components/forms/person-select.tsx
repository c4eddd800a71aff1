import { Select, type SelectProps } from '@mantine/core';
import { idFromOption, optionFromId, usePeopleOptions } from '../../lib/forms/select-options';

interface PersonSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  label: string;
  /** The chosen person's id, or null for nobody. */
  value: number | null;
  onChange: (personId: number | null) => void;
  /** Someone not to offer: the person being edited, who cannot be their own lead. */
  exclude?: number | undefined;
}

/** A searchable choice of one person among everyone (deactivated people marked). */
export function PersonSelect({ value, onChange, exclude, ...selectProps }: PersonSelectProps) {
  const people = usePeopleOptions();
  return (
    <Select
      searchable
      {...selectProps}
      data={people.options.filter((option) => option.value !== String(exclude))}
      value={optionFromId(value)}
      onChange={(chosen) => onChange(idFromOption(chosen))}
    />
  );
}
