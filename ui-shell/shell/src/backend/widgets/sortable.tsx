/**
 * Drag to order with dnd-kit, by pointer, touch or keyboard (focus the handle, Space or
 * Enter picks up, arrow keys move, Space or Enter drops, Escape puts back), with German
 * screen-reader instructions and announcements. One `SortableList` per list; lists may
 * nest (a menu's categories, each with its products).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';

const INSTRUCTIONS =
  'Zum Aufnehmen die Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten verschieben, ' +
  'mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.';

function announcements(name: (id: UniqueIdentifier) => string, ids: string[]): Announcements {
  const place = (id: UniqueIdentifier) => `Position ${ids.indexOf(String(id)) + 1} von ${ids.length}`;
  return {
    onDragStart: ({ active }) => `„${name(active.id)}“ aufgenommen, ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `„${name(active.id)}“ ist jetzt auf ${place(over.id)}.` : `„${name(active.id)}“ ist außerhalb der Liste.`),
    onDragEnd: ({ active, over }) => (over ? `„${name(active.id)}“ auf ${place(over.id)} abgelegt.` : `„${name(active.id)}“ abgelegt.`),
    onDragCancel: ({ active }) => `Verschieben abgebrochen: „${name(active.id)}“ ist wieder auf ${place(active.id)}.`,
  };
}

/** A list (`<ol>` named `label`) whose items (`ids`, in order) can be dragged; `onMove(from, to)` on a drop. */
export function SortableList({ ids, label, name, onMove, sx, children }: { ids: string[]; label: string; name: (id: string) => string; onMove: (from: number, to: number) => void; sx?: SxProps<Theme>; children: ReactNode }): ReactElement {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements: announcements((id) => name(String(id)), ids), screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={label} sx={{ p: 0, m: 0, ...sx }}>
          {children}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

export { arrayMove };

/** One draggable item: a handle (`label` names it) and the rest of the row. */
export function SortableItem({ id, label, children, testId }: { id: string; label: string; children: ReactNode; testId?: string }): ReactElement {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: 'verschiebbar' },
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid={testId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ listStyle: 'none', display: 'flex', alignItems: 'flex-start', gap: 0.5, position: 'relative', zIndex: isDragging ? 2 : undefined, bgcolor: 'background.paper', opacity: isDragging ? 0.9 : 1 }}
    >
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`„${label}“ verschieben`} size="small" sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', mt: 0.25 }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
