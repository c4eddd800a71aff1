import { Button, Combobox, Group, Text, UnstyledButton, useCombobox, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  filterProjectOptions,
  PROJECT_SEARCH_MAX_LENGTH,
  type ProjectOption,
  projectLabel,
} from '../../utils/project-options';
import { type DraftRow, hasSameProject } from '../../utils/timesheet-draft';
import { ChosenProject } from './chosen-project';
import classes from './timesheet-grid.module.css';

interface ProjectPickerProps {
  row: DraftRow;
  rowLabel: string;
  options: readonly ProjectOption[];
  disabled: boolean;
  onChoose: (option: ProjectOption) => void;
}

/** A row's hours and notes change with every keystroke; the picker shows only its project. */
function showsTheSame(previous: ProjectPickerProps, next: ProjectPickerProps): boolean {
  return (
    previous.rowLabel === next.rowLabel &&
    previous.options === next.options &&
    previous.disabled === next.disabled &&
    previous.onChoose === next.onChoose &&
    previous.row.key === next.row.key &&
    hasSameProject(previous.row, next.row)
  );
}

/**
 * Per-row project choice: a search over client, project and role, grouped by client. The first match is
 * highlighted as the person types, so Enter picks it. A keystroke in the row's hours does not render it again.
 */
export const ProjectPicker = memo(function ProjectPicker({
  row,
  rowLabel,
  options,
  disabled,
  onChoose,
}: ProjectPickerProps) {
  const [search, setSearch] = useState('');
  // An Enter pressed on a search before anything matches it (the project list still on its way): the first
  // match is picked when it shows, unless the person types on or closes the picker.
  const [pickFirstMatch, setPickFirstMatch] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
      setPickFirstMatch(false);
      // Closed with the focus in its search (Escape, Enter on an empty search): back to the row's project, not
      // to the page; a chosen project then moves it on to the row's days.
      if (document.activeElement === combobox.searchRef.current) targetRef.current?.focus();
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const shown = useMemo(() => filterProjectOptions(options, search), [options, search]);
  const groups = useMemo(() => {
    const byClient = new Map<number, { clientName: string; options: ProjectOption[] }>();
    for (const option of shown) {
      const group = byClient.get(option.clientId) ?? { clientName: option.clientName, options: [] };
      group.options.push(option);
      byClient.set(option.clientId, group);
    }
    return [...byClient.values()];
  }, [shown]);
  const chosen = row.resourceId !== null || row.additionalProjectId !== null;
  // Enter on an empty search closes the picker (spec), so only a search highlights its first match, again
  // whenever the matches change (the project list may arrive after the first keys).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search or its matches change
  useEffect(() => {
    if (search.trim() !== '') combobox.selectFirstOption();
  }, [search, shown]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the matches arrive after the Enter
  useEffect(() => {
    const firstMatch = shown[0];
    if (!pickFirstMatch || !firstMatch) return;
    onChoose(firstMatch);
    combobox.closeDropdown();
  }, [pickFirstMatch, shown]);

  /** Enter on a search that nothing is highlighted for: its first match, now or once the matches arrive. */
  const pickOnEnter = () => {
    setPickFirstMatch(true);
    combobox.focusSearchInput();
  };

  // The search takes the focus a moment after the picker opens, and the browser handles keys before that
  // moment comes. Keys a fast typist sends to the project button in between still search, and their Enter
  // picks the first match instead of pressing the button (which would close the picker).
  const keepEarlyKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!combobox.dropdownOpened || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) {
      event.preventDefault();
      setSearch((typed) => (typed + event.key).slice(0, PROJECT_SEARCH_MAX_LENGTH));
      combobox.focusSearchInput();
    } else if (event.key === 'Enter' && search.trim() !== '' && combobox.getSelectedOptionIndex() === -1) {
      event.preventDefault();
      pickOnEnter();
    }
  };

  return (
    <Combobox
      store={combobox}
      width={420}
      position="bottom-start"
      onOptionSubmit={(value) => {
        const option = options.find((candidate) => candidate.value === value);
        if (option) onChoose(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withAriaAttributes={false}>
        {chosen ? (
          <UnstyledButton
            ref={targetRef}
            className={classes.chosenProject}
            disabled={disabled}
            data-project-for={row.key}
            title={projectLabel(row)}
            onClick={() => combobox.toggleDropdown()}
            onKeyDown={keepEarlyKeys}
          >
            <VisuallyHidden>Project for {rowLabel}</VisuallyHidden>
            <ChosenProject row={row} />
          </UnstyledButton>
        ) : (
          <Button
            ref={targetRef}
            variant="light"
            size="compact-sm"
            fullWidth
            justify="flex-start"
            disabled={disabled}
            data-project-for={row.key}
            onClick={() => combobox.toggleDropdown()}
            onKeyDown={keepEarlyKeys}
          >
            <VisuallyHidden>{`Project for ${rowLabel}:`}</VisuallyHidden> Select a project
          </Button>
        )}
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          maxLength={PROJECT_SEARCH_MAX_LENGTH}
          placeholder="Search by Client, Project, or Role"
          aria-label="Search by Client, Project, or Role"
          onFocus={(event) => {
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPickFirstMatch(false);
            combobox.updateSelectedOptionIndex();
          }}
          onKeyDown={(event) => {
            // Enter on an option highlighted with the arrows chooses it (the combobox's own handler, after this).
            if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1) return;
            // Not a key press of the project button, which takes the focus back as the picker closes.
            event.preventDefault();
            if (search.trim() === '') combobox.closeDropdown('keyboard');
            else pickOnEnter();
          }}
        />
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label="Projects" tabIndex={0}>
          {groups.length === 0 ? (
            <Combobox.Empty>No Results Found!</Combobox.Empty>
          ) : (
            groups.map((group) => (
              <Combobox.Group key={group.clientName} label={group.clientName}>
                {group.options.map((option) => (
                  <Combobox.Option key={option.value} value={option.value}>
                    <Group gap="xs" wrap="nowrap">
                      {option.projectId && (
                        <Text size="sm" fw={600}>
                          {option.projectId}
                        </Text>
                      )}
                      <Text size="sm">{option.projectName}</Text>
                      {option.roleName && (
                        <Text size="sm" fs="italic">
                          {option.roleName}
                        </Text>
                      )}
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}, showsTheSame);
