import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { ReactNode } from 'react';

/** A row's key: a record's id, or any stable text (a setting entry's value). */
type TRowId = number | string;

export type TSortableListProps<T extends { id: TRowId }> = {
  items: readonly T[];
  /** Called once per drop with indexes within `items`. */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** Keeps the handles but refuses drags (while a move is being saved). */
  disabled?: boolean;
  /** Accessible name of the list. */
  label?: string;
};

function SortableRow({ id, disabled, children }: { id: TRowId; disabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      disableGutters
      sx={{
        gap: 1,
        pl: 0.5,
        pr: 1,
        bgcolor: 'background.paper',
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 3 : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        // Not `disabled`: a disabled button loses focus, and a keyboard user would lose their place after a drop.
        {...attributes}
        {...listeners}
        aria-label="Drag to reorder"
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      {children}
    </ListItem>
  );
}

/**
 * A vertical list whose rows are dragged by a handle (mouse, touch, or keyboard: focus 'Drag to reorder',
 * Space, arrow keys, Space). It reports the move; the caller stores it (see `useRelationReorder`).
 * @example
 * <SortableList items={places} onMove={move} disabled={isSaving} renderItem={(place) => <ListItemText primary={place.name} />} />
 */
export function SortableList<T extends { id: TRowId }>({
  items,
  onMove,
  renderItem,
  disabled = false,
  label,
}: TSortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List aria-label={label} disablePadding>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} disabled={disabled}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
