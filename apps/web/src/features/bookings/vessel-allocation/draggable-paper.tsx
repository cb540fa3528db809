import { DndContext, useDraggable, type DragEndEvent } from '@dnd-kit/core';
import { Paper, type PaperProps } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';

const DRAG_ID = 'allocation-dialog';
const HandleContext = createContext<ReturnType<typeof useDraggable> | null>(null);
const OffsetContext = createContext({ x: 0, y: 0 });

/** The dialog's window moves by its title bar (001 §2.14 "a draggable window"), mouse, touch or keyboard (dnd-kit). */
export function DragArea({ children }: { children: ReactNode }) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const onDragEnd = ({ delta }: DragEndEvent) => setOffset((o) => ({ x: o.x + delta.x, y: o.y + delta.y }));
  return (
    <DndContext onDragEnd={onDragEnd}>
      <OffsetContext.Provider value={offset}>{children}</OffsetContext.Provider>
    </DndContext>
  );
}

export function DraggablePaper(props: PaperProps) {
  const drag = useDraggable({ id: DRAG_ID });
  const offset = useContext(OffsetContext);
  const x = offset.x + (drag.transform?.x ?? 0);
  const y = offset.y + (drag.transform?.y ?? 0);
  return (
    <HandleContext.Provider value={drag}>
      <Paper
        {...props}
        ref={drag.setNodeRef}
        style={{ ...props.style, transform: `translate(${x}px, ${y}px)` }}
      />
    </HandleContext.Provider>
  );
}

/** The title bar's grip: the listeners that start a drag. */
export function useDragHandle() {
  const drag = useContext(HandleContext);
  return drag ? { ref: drag.setActivatorNodeRef, ...drag.listeners, ...drag.attributes } : {};
}
