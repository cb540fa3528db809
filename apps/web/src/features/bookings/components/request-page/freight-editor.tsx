import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import {
  AGENCY_COMMISSION_TEXT,
  canReorderFreight,
  DEFAULT_FREIGHT_CURRENCY,
  freightTabLines,
  moveFreightLine,
  withFreightTotal,
  type FreightFormLine,
  type FreightGroup,
} from '@portal/domain';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { REQUEST_PAGE_TEXT } from '../../texts.ts';
import { FreightRowEditor } from './freight-row-editor.tsx';
import type { RequestForm } from './use-request-editor.ts';

let added = 0;

/** A new manual line of the tab; it goes before the Agency Commission, which always stays last (spec 000 §5). */
function withNewLine(lines: readonly FreightFormLine[], group: FreightGroup): FreightFormLine[] {
  added += 1;
  const line: FreightFormLine = {
    id: `new-${Date.now().toString(36)}-${added}`,
    seqNr: 0,
    text: '',
    group,
    quantity: 1,
    unit: '',
    unitValue: 0,
    currency: DEFAULT_FREIGHT_CURRENCY,
    total: 0,
    internal1: false,
    isManual: true,
  };
  const commission = lines.findIndex((l) => l.text === AGENCY_COMMISSION_TEXT);
  const next = [...lines];
  next.splice(commission === -1 ? next.length : commission, 0, line);
  return next.map((l, i) => ({ ...l, seqNr: i + 1 }));
}

/** The freight rows of one tab in edit mode: change, add, remove, and drag to reorder where allowed. */
export function FreightEditor({ tab }: { tab: FreightGroup }) {
  const { setValue } = useFormContext<RequestForm>();
  const all = useWatch<RequestForm, 'freightDetails'>({ name: 'freightDetails' });
  const { errors } = useFormState<RequestForm>({ name: 'freightDetails' });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const lines = freightTabLines(all, tab);
  const reorder = canReorderFreight(tab, true);
  const put = (next: FreightFormLine[]) =>
    setValue('freightDetails', next, { shouldDirty: true, shouldValidate: true });

  const change = (id: string, patch: Partial<FreightFormLine>) =>
    put(all.map((l) => (l.id === id ? withFreightTotal({ ...l, ...patch }) : l)));
  const remove = (id: string) => put(all.filter((l) => l.id !== id).map((l, i) => ({ ...l, seqNr: i + 1 })));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = lines.map((l) => l.id);
    put(moveFreightLine(all, tab, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <Box>
      {lines.length === 0 && (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
          {REQUEST_PAGE_TEXT.noFreight}
        </Typography>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={lines.map((l) => l.id)} strategy={verticalListSortingStrategy}>
          {lines.map((line) => (
            <FreightRowEditor
              key={line.id}
              line={line}
              errors={errors.freightDetails?.[all.indexOf(line)]}
              reorder={reorder}
              internal1Toggle={tab === 'EXTERNAL'}
              onChange={(patch) => change(line.id, patch)}
              onRemove={() => remove(line.id)}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Box sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5 }}>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => put(withNewLine(all, tab))}
          sx={{ borderStyle: 'dashed' }}
        >
          Add line
        </Button>
      </Box>
    </Box>
  );
}
