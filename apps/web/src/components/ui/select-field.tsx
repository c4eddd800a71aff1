import {
  type ComboboxParsedItem,
  type ComboboxParsedItemGroup,
  type OptionsFilter,
  Select,
  type SelectProps,
} from '@mantine/core';
import type { KeyboardEvent } from 'react';

const isGroup = (option: ComboboxParsedItem): option is ComboboxParsedItemGroup => 'group' in option;

const wordsOf = (label: string) => label.toLowerCase().split(/[^\p{L}\p{N}]+/u);

/** Keeps, group by group, the options that `matches`; groups left empty go. */
function keep(options: ComboboxParsedItem[], matches: (label: string) => boolean): ComboboxParsedItem[] {
  return options.flatMap((option): ComboboxParsedItem[] => {
    if (!isGroup(option)) return matches(option.label) ? [option] : [];
    const items = option.items.filter((item) => matches(item.label));
    return items.length > 0 ? [{ ...option, items }] : [];
  });
}

/**
 * A list's type-ahead: the options whose label starts with what was typed ('f' is FMLA, as a native select
 * has it); when none does, those with a word that starts with it ('ffcra'), and then those containing it.
 * The first one left is highlighted, so Enter picks it.
 */
export const typeAheadFilter: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase();
  if (typed === '') return options;
  for (const matches of [
    (label: string) => label.toLowerCase().startsWith(typed),
    (label: string) => wordsOf(label).some((word) => word.startsWith(typed)),
    (label: string) => label.toLowerCase().includes(typed),
  ]) {
    const kept = keep(options, matches);
    if (kept.length > 0) return kept;
  }
  return [];
};

/**
 * Enter picks the option the list shows highlighted. Mantine's own Enter goes by an index that a timer of its
 * opening can reset after typing has highlighted the first match (then Enter picked nothing); picking the same
 * option twice changes nothing. On a closed list Enter opens it, as a click does, instead of submitting the form.
 */
function pickOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (input.getAttribute('aria-expanded') !== 'true') {
    event.preventDefault();
    input.click();
    return;
  }
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const highlighted = list?.querySelector<HTMLElement>('[data-combobox-selected]');
  if (!highlighted) return;
  event.preventDefault();
  highlighted.click();
}

/**
 * A select that takes type-ahead: typing narrows the list to what was typed and highlights the first option,
 * Enter picks it (typing PTO then Enter chooses PTO). Focus selects the shown text, so typing replaces it;
 * Enter on the closed list opens it rather than submitting the form around it.
 */
export function SelectField({ onFocus, onKeyDown, ...props }: SelectProps) {
  return (
    <Select
      searchable
      selectFirstOptionOnChange
      openOnFocus={false}
      filter={typeAheadFilter}
      nothingFoundMessage="No Results Found!"
      {...props}
      onFocus={(event) => {
        event.currentTarget.select();
        onFocus?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) pickOnEnter(event);
        onKeyDown?.(event);
      }}
    />
  );
}
