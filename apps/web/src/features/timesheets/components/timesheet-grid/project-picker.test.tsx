import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { buildProjectOptions, type ProjectOption } from '../../utils/project-options';
import { newRow } from '../../utils/timesheet-draft';
import { ProjectPicker } from './project-picker';

const options = buildProjectOptions(
  [
    {
      clientId: 1,
      clientName: 'Acme Corporation',
      engagementId: 10,
      name: 'Data Platform',
      projectId: 'ACME-1001',
      billable: true,
      startDate: '2024-01-01',
      endDate: null,
      roles: [{ id: 5, resourceId: 50, name: 'Senior Consultant', startDate: '2024-01-01', endDate: null }],
    },
  ],
  [{ id: 3, name: 'Internal Training', assignment: { startDate: '2020-01-01', endDate: null } }],
  { startDate: '2025-03-01', endDate: '2025-03-15' },
);

function renderPicker() {
  const onChoose = vi.fn();
  renderWithProviders(
    <ProjectPicker row={newRow()} rowLabel="row 1" options={options} disabled={false} onChoose={onChoose} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Project for row 1: Select a project' }));
  const search = screen.getByRole('textbox', { name: 'Search by Client, Project, or Role' });
  return { onChoose, search };
}

/** A picker whose project list arrives later, through the setter it hands to `onReady`. */
function WhileLoading({
  onChoose,
  onReady,
}: {
  onChoose: (option: ProjectOption) => void;
  onReady: (deliver: (list: readonly ProjectOption[]) => void) => void;
}) {
  const [list, setList] = useState<readonly ProjectOption[]>([]);
  onReady(setList);
  return (
    <ProjectPicker row={newRow()} rowLabel="row 1" options={list} disabled={false} onChoose={onChoose} />
  );
}

/** A picker opened before the project list arrived; `deliver` brings the list. */
function renderWhileLoading() {
  const onChoose = vi.fn();
  let deliver: (list: readonly ProjectOption[]) => void = () => undefined;
  renderWithProviders(
    <WhileLoading
      onChoose={onChoose}
      onReady={(setter) => {
        deliver = setter;
      }}
    />,
  );
  return { onChoose, deliver: (list: readonly ProjectOption[]) => act(() => deliver(list)) };
}

/** Mantine keeps a closed dropdown mounted with display: none. */
function isShown(text: string): boolean {
  for (let node: HTMLElement | null = screen.queryByText(text); node; node = node.parentElement) {
    if (node.style.display === 'none') return false;
  }
  return screen.queryByText(text) !== null;
}

describe('ProjectPicker', () => {
  it('groups projects by client, with additional projects under their own heading', async () => {
    renderPicker();

    expect(await screen.findByText('Acme Corporation')).toBeTruthy();
    expect(screen.getByText('Additional Projects')).toBeTruthy();
    expect(screen.getByText('Internal Training')).toBeTruthy();
  });

  it("says 'No Results Found!' when no option matches, and caps the search at 50 characters", async () => {
    const { search } = renderPicker();

    fireEvent.change(search, { target: { value: 'acme training' } });
    expect(await screen.findByText('No Results Found!')).toBeTruthy();
    expect(search.getAttribute('maxlength')).toBe('50');
  });

  it('chooses the clicked option', async () => {
    const { onChoose, search } = renderPicker();

    fireEvent.change(search, { target: { value: 'senior' } });
    fireEvent.click(await screen.findByText('Data Platform'));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ value: 'resource-50' }));
  });

  it('keeps the keys typed on the project button before the search has the focus, and Enter picks their match', async () => {
    const { onChoose, search } = renderPicker();
    const button = screen.getByRole('button', { name: 'Project for row 1: Select a project' });
    for (const key of 'train') fireEvent.keyDown(button, { key });
    expect(search).toHaveProperty('value', 'train');
    fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ projectName: 'Internal Training' }));
  });

  it('holds an Enter pressed before the project list arrived, and picks the first match once it does', async () => {
    const { onChoose, deliver } = renderWhileLoading();
    const button = screen.getByRole('button', { name: 'Project for row 1: Select a project' });
    fireEvent.click(button);
    for (const key of 'train') fireEvent.keyDown(button, { key });
    fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Search by Client, Project, or Role' })).toHaveProperty(
      'value',
      'train',
    );

    deliver(options);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ projectName: 'Internal Training' }));
  });

  it('forgets a held Enter when the person types on', async () => {
    const { onChoose, deliver } = renderWhileLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Project for row 1: Select a project' }));
    const search = screen.getByRole('textbox', { name: 'Search by Client, Project, or Role' });
    fireEvent.change(search, { target: { value: 'data' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    fireEvent.change(search, { target: { value: 'data platform' } });

    deliver(options);
    expect(onChoose).not.toHaveBeenCalled();
    expect(isShown('Data Platform')).toBe(true);
  });

  it('chooses the option highlighted with the arrow keys on Enter, the search empty', async () => {
    const { onChoose, search } = renderPicker();
    fireEvent.keyDown(search, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ projectName: 'Internal Training' }));
  });

  it('gives the focus back to the project button when Escape or Enter on an empty search closes it', async () => {
    const { search } = renderPicker();
    const button = screen.getByRole('button', { name: 'Project for row 1: Select a project' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    fireEvent.keyDown(search, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(search));
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes on Escape', async () => {
    const { search } = renderPicker();
    expect(isShown('Acme Corporation')).toBe(true);
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(isShown('Acme Corporation')).toBe(false));
  });

  it('closes on Enter with an empty search', async () => {
    const { search } = renderPicker();
    expect(isShown('Acme Corporation')).toBe(true);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(isShown('Acme Corporation')).toBe(false));
  });
});
