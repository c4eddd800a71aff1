import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

const list = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('useSelection', () => {
  it('selects and unselects by id, in the order of the list', () => {
    const { result } = renderHook(() => useSelection(list));

    act(() => result.current.toggle(3, true));
    act(() => result.current.toggle(1, true));
    expect(result.current.selected).toEqual([{ id: 1 }, { id: 3 }]);
    act(() => result.current.toggle(3, false));
    expect(result.current.selected).toEqual([{ id: 1 }]);
  });

  it('clears when the data changes', () => {
    const { result, rerender } = renderHook(({ items }) => useSelection(items), {
      initialProps: { items: list },
    });
    act(() => result.current.setAll(list));
    expect(result.current.selected).toHaveLength(3);

    rerender({ items: [...list] });

    expect(result.current.selected).toEqual([]);
    expect(result.current.ids.size).toBe(0);
  });

  it('keeps the selection while the same data is shown again', () => {
    const { result, rerender } = renderHook(({ items }) => useSelection(items), {
      initialProps: { items: list },
    });
    act(() => result.current.toggle(2, true));

    rerender({ items: list });

    expect(result.current.selected).toEqual([{ id: 2 }]);
  });
});
