import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Table } from '@mantine/core';
import { memo, type ReactNode, useCallback, useSyncExternalStore } from 'react';

// Constant options keep the sensors, and so the drag context every row reads, the same from render to render.
const pointerSensorOptions = { activationConstraint: { distance: 4 } };
const keyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** A value read without a context, so that its change renders its readers alone (see `SortableRows`). */
export interface ValueStore<Value> {
  get: () => Value;
  set: (value: Value) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<Value>(initial: Value): ValueStore<Value> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function GridRows({ rows }: { rows: ValueStore<ReactNode> }) {
  return useSyncExternalStore(rows.subscribe, rows.get);
}

/**
 * The rows' drag-and-drop frame (dnd-kit's contexts), rendered again only when the rows' keys or order change;
 * the rows it holds come from a store, so a keystroke renders the body and the edited row alone. A change to any
 * context above the rows (the frame's own, rendered with new rows, or one holding the rows) has React search
 * every row's cells for its readers: about 55,000 component visits per keystroke in a 30-row grid.
 */
export const SortableRows = memo(function SortableRows({
  rowKeys,
  rows,
  onReorder,
}: {
  rowKeys: string[];
  rows: ValueStore<ReactNode>;
  onReorder: (fromKey: string, toKey: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, pointerSensorOptions),
    useSensor(KeyboardSensor, keyboardSensorOptions),
  );
  const handleDragEnd = useCallback(
    (event: DragEndEvent) => {
      if (event.over && event.active.id !== event.over.id)
        onReorder(String(event.active.id), String(event.over.id));
    },
    [onReorder],
  );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={rowKeys} strategy={verticalListSortingStrategy}>
        <Table.Tbody>
          <GridRows rows={rows} />
        </Table.Tbody>
      </SortableContext>
    </DndContext>
  );
});
