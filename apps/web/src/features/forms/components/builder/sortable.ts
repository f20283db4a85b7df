import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Cards differ in height (an open one is tall): compare top edges when the card moves up and bottom edges when it
 * moves down, so the keyboard's one step reaches the neighbour whatever their sizes (centres and corners do not).
 */
export const edgeCollision: CollisionDetection = ({
  active,
  collisionRect,
  droppableRects,
  droppableContainers,
}) => {
  const down = collisionRect.top > (active.rect.current.initial?.top ?? collisionRect.top);
  return droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect) return [];
      const value = down
        ? Math.abs(rect.bottom - collisionRect.bottom)
        : Math.abs(rect.top - collisionRect.top);
      return [{ id: container.id, data: { droppableContainer: container, value } }];
    })
    .sort((a, b) => a.data.value - b.data.value);
};

/**
 * The DndContext props of a vertical list sortable by drag and by keyboard (space to pick up, arrows to move, space
 * to drop), with screen-reader announcements. `titleOf` names an item ("question 2 "Age""), `noun` the kind
 * ("question"), and `onMove` gets the item's key and its new index.
 */
export function useSortableList({
  keys,
  noun,
  titleOf,
  onMove,
}: {
  keys: string[];
  noun: string;
  titleOf: (key: string) => string;
  onMove: (key: string, index: number) => void;
}): Pick<DndContextProps, 'sensors' | 'collisionDetection' | 'onDragEnd' | 'accessibility'> {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const title = (id: UniqueIdentifier) => titleOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}. Use the arrow keys to move it, space to drop it, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} is over position ${position(over.id)} of ${keys.length}.`
        : `${title(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at position ${position(over.id)} of ${keys.length}.`
        : `${title(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled; it is back where it was.`,
  };

  return {
    sensors,
    collisionDetection: edgeCollision,
    onDragEnd({ active, over }: DragEndEvent) {
      if (!over || active.id === over.id) return;
      onMove(String(active.id), position(over.id) - 1);
    },
    accessibility: {
      announcements,
      screenReaderInstructions: {
        draggable: `To move a ${noun}, press space or enter on its handle, use the arrow keys, then press space or enter to drop it. Escape cancels.`,
      },
    },
  };
}
