import { z } from 'zod';
import { SCHEDULE_PICKED_MESSAGE } from './chosen-schedule-keys.ts';
import { ZScheduleRoute } from './route-answer.ts';

// The storage keys and message type live in chosen-schedule-keys.ts without zod, for the schedule screen.
export {
  CHOSEN_SCHEDULE_STORAGE_KEY,
  PICKED_SCHEDULE_STORAGE_KEY,
  SCHEDULE_PICKED_MESSAGE,
} from './chosen-schedule-keys.ts';

export const ZChosenSchedule = z.object({
  route: ZScheduleRoute,
  /** The search it was found with, so the next page can show or repeat it. */
  search: z.object({
    origin: z.string(),
    destination: z.string(),
    date: z.string(),
    weeks: z.number(),
  }),
  chosenAt: z.string(),
});
export type TChosenSchedule = z.infer<typeof ZChosenSchedule>;

export const ZSchedulePickedMessage = z.object({
  type: z.literal(SCHEDULE_PICKED_MESSAGE),
  schedule: ZChosenSchedule,
});
export type TSchedulePickedMessage = z.infer<typeof ZSchedulePickedMessage>;

/** A stored or posted value read back; anything else (old format, foreign message) is null. */
export function readChosenSchedule(raw: unknown): TChosenSchedule | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = ZChosenSchedule.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The picked sailing from a `message` event's data, or null when the message is something else. */
export function readSchedulePickedMessage(data: unknown): TChosenSchedule | null {
  const parsed = ZSchedulePickedMessage.safeParse(data);
  return parsed.success ? parsed.data.schedule : null;
}
