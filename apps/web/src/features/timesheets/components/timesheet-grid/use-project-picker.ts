import { useEffect, useState } from 'react';

export type ProjectPickerComponent = typeof import('./project-picker').ProjectPicker;
let loadedProjectPicker: ProjectPickerComponent | null = null;

/**
 * The project picker (and its combobox), loaded just after the grid shows: the first load of /timesheets stays
 * small. Not React.lazy: a lazy component shows its fallback for at least 300 ms the first time it renders, even
 * when its code is in, and the keys typed meanwhile for a first new row's project reached nothing.
 */
export function useProjectPicker(): ProjectPickerComponent | null {
  const [picker, setPicker] = useState(() => loadedProjectPicker);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (picker) return;
    let current = true;
    import('./project-picker').then(
      (module) => {
        loadedProjectPicker = module.ProjectPicker;
        if (current) setPicker(() => module.ProjectPicker);
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [picker]);
  // A failed load shows the route's error screen, as a lazy component's would.
  if (failure) throw failure;
  return picker;
}
