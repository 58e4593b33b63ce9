import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { TPicture } from '@mise/contracts/common/picture';
import type { ReactNode } from 'react';

type THandleProps = { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners; label: string };

function DragHandle({ attributes, listeners, label }: THandleProps) {
  return (
    <IconButton
      size="small"
      {...attributes}
      {...listeners}
      aria-label={label}
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}

function SortableCell({
  picture,
  label,
  children,
}: {
  picture: TPicture;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: picture.id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={label}
      sx={{ listStyle: 'none', opacity: isDragging ? 0.6 : 1, zIndex: isDragging ? 1 : 'auto', position: 'relative' }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(<DragHandle attributes={attributes} listeners={listeners} label={`Drag ${label}`} />)}
    </Box>
  );
}

export type TSortablePictureGridProps = {
  pictures: TPicture[];
  onMove: (activeId: string, overId: string) => void;
  /** Renders one cell; `handle` is the drag handle to place in it. */
  renderItem: (picture: TPicture, index: number, handle: ReactNode) => ReactNode;
  /** Names the list for assistive technology, e.g. 'Portrait pictures'. */
  label: string;
};

/**
 * A grid of pictures reordered by dragging their handle (mouse, touch or keyboard: Space, arrows, Space).
 * @example
 * <SortablePictureGrid label="Pictures" pictures={kit.list} onMove={kit.move} renderItem={(p, i, handle) => <Card>{handle}…</Card>} />
 */
export function SortablePictureGrid({ pictures, onMove, renderItem, label }: TSortablePictureGridProps) {
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={pictures.map((p) => p.id)} strategy={rectSortingStrategy}>
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', p: 0, m: 0 }}
        >
          {pictures.map((picture, index) => (
            <SortableCell key={picture.id} picture={picture} label={`Picture ${index + 1}`}>
              {(handle) => renderItem(picture, index, handle)}
            </SortableCell>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
