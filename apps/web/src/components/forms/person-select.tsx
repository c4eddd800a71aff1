import { Select, type SelectProps } from '@mantine/core';
import { idFromOption, optionFromId, usePeopleOptions } from '../../lib/forms/select-options';

/** The option value of `everyoneOption`: never an id, which is a number. */
const EVERYONE = 'everyone';

interface PersonSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  label: string;
  /** The chosen person's id, or null for nobody. */
  value: number | null;
  onChange: (personId: number | null) => void;
  /** Someone not to offer: the person being edited, who cannot be their own lead. */
  exclude?: number | undefined;
  /**
   * A first option that stands for no one person ("Everyone"), shown while the value is null: a choice between
   * everyone and one person reads as one, where an empty field would look unanswered.
   */
  everyoneOption?: string | undefined;
}

/** A searchable choice of one person among everyone (deactivated people marked). */
export function PersonSelect({
  value,
  onChange,
  exclude,
  everyoneOption,
  ...selectProps
}: PersonSelectProps) {
  const people = usePeopleOptions();
  const options = people.options.filter((option) => option.value !== String(exclude));
  return (
    <Select
      searchable
      {...selectProps}
      data={everyoneOption ? [{ value: EVERYONE, label: everyoneOption }, ...options] : options}
      value={value === null && everyoneOption ? EVERYONE : optionFromId(value)}
      onChange={(chosen) => onChange(chosen === EVERYONE ? null : idFromOption(chosen))}
    />
  );
}
