/**
 * Drag to order with dnd-kit, by pointer, touch or keyboard (focus the handle, Space or
 * Enter picks up, arrow keys move, Space or Enter drops, Escape puts back), with German
 * screen-reader instructions and announcements. One `SortableList` per list; lists may
 * nest (a menu's categories, each with its products).
 *
 * The keyboard moves an item one place per arrow key through `onMove` itself (as the
 * up/down buttons do), not by dnd-kit's KeyboardSensor: that one moves by pixels towards
 * the neighbour and scrolls the page instead of moving when the item is taller than the
 * window (a content block with its fields), so such a block never moved.
 */
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

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

const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The keyboard moves of one list, for its items' handles. */
interface KeyboardMoves {
  grabbed: string | null;
  grab: (id: string) => void;
  step: (id: string, by: number) => void;
  drop: (id: string) => void;
  cancel: (id: string) => void;
}
const Moves = createContext<KeyboardMoves | null>(null);

/** A list (`<ol>` named `label`) whose items (`ids`, in order) can be dragged; `onMove(from, to)` on a drop. */
export function SortableList({ ids, label, name, onMove, sx, children }: { ids: string[]; label: string; name: (id: string) => string; onMove: (from: number, to: number) => void; sx?: SxProps<Theme>; children: ReactNode }): ReactElement {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [grabbed, setGrabbed] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const origin = useRef(0);
  const say = announcements((id) => name(String(id)), ids);
  const place = (index: number) => `Position ${index + 1} von ${ids.length}`;
  const moves: KeyboardMoves = {
    grabbed,
    grab: (id) => {
      origin.current = ids.indexOf(id);
      setGrabbed(id);
      setMessage(`„${name(id)}“ aufgenommen, ${place(origin.current)}.`);
    },
    step: (id, by) => {
      const from = ids.indexOf(id);
      const to = from + by;
      if (to < 0 || to >= ids.length) return;
      onMove(from, to);
      setMessage(`„${name(id)}“ ist jetzt auf ${place(to)}.`);
    },
    drop: (id) => {
      setGrabbed(null);
      setMessage(`„${name(id)}“ auf ${place(ids.indexOf(id))} abgelegt.`);
    },
    cancel: (id) => {
      const from = ids.indexOf(id);
      if (from !== origin.current && from >= 0) onMove(from, origin.current);
      setGrabbed(null);
      setMessage(`Verschieben abgebrochen: „${name(id)}“ ist wieder auf ${place(origin.current)}.`);
    },
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements: say, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Moves.Provider value={moves}>
          <Box component="ol" aria-label={label} sx={{ p: 0, m: 0, ...sx }}>
            {children}
          </Box>
        </Moves.Provider>
      </SortableContext>
      <div role="status" aria-live="assertive" aria-atomic="true" style={HIDDEN}>
        {message}
      </div>
    </DndContext>
  );
}

export { arrayMove };

/** One draggable item: a handle (`label` names it) and the rest of the row. */
export function SortableItem({ id, label, children, testId }: { id: string; label: string; children: ReactNode; testId?: string }): ReactElement {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, index } = useSortable({
    id,
    attributes: { roleDescription: 'verschiebbar' },
  });
  const moves = useContext(Moves);
  const grabbed = moves?.grabbed === id;
  const handle = useRef<HTMLButtonElement | null>(null);
  // Moved by the keyboard: the handle keeps the focus (its row was moved in the DOM) and stays in view.
  useEffect(() => {
    if (!grabbed || !handle.current) return;
    if (document.activeElement !== handle.current) handle.current.focus({ preventScroll: true });
    handle.current.scrollIntoView({ block: 'nearest' });
  }, [grabbed, index]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!moves) return;
    const pick = event.key === ' ' || event.key === 'Enter';
    if (!grabbed) {
      if (!pick) return;
      moves.grab(id);
    } else if (pick) moves.drop(id);
    else if (event.key === 'Escape') moves.cancel(id);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') moves.step(id, 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') moves.step(id, -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid={testId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ listStyle: 'none', display: 'flex', alignItems: 'flex-start', gap: 0.5, position: 'relative', zIndex: isDragging ? 2 : undefined, bgcolor: 'background.paper', opacity: isDragging ? 0.9 : 1 }}
    >
      <IconButton
        ref={(node: HTMLButtonElement | null) => {
          setActivatorNodeRef(node);
          handle.current = node;
        }}
        {...attributes}
        {...listeners}
        aria-pressed={isDragging || grabbed ? true : undefined}
        onKeyDown={onKeyDown}
        // Focus going elsewhere (Tab, a click) drops the item where it is; a move of its row has no target.
        onBlur={(event) => grabbed && event.relatedTarget && moves?.drop(id)}
        aria-label={`„${label}“ verschieben`}
        size="small"
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', mt: 0.25, ...(grabbed ? { outline: '2px solid', outlineColor: 'primary.main', bgcolor: 'action.selected' } : {}) }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
