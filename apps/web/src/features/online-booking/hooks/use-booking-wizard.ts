import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHOOSE_SAILING_MESSAGE,
  INVALID_QUOTE_NUMBER,
  QUOTE_MESSAGES,
  type TQuote,
  type TUploadedFile,
} from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { fetchQuote, type ContainerTypeOption } from '../api.ts';
import { readChosenSources } from '../wizard/chosen-sources.ts';
import { laneSailingsQuery, sailingsOfCarrier } from './use-lane-sailings.ts';
import {
  emptyDraft,
  LAST_STEP,
  quoteUsable,
  todayText,
  withQuote,
  withSchedule,
  withSoleCarrier,
  type BookingDraft,
  type Zone,
} from '../wizard/draft.ts';
import { readDraft, writeDraft } from '../wizard/draft-storage.ts';
import { cargoReady, type WizardLine } from '../../../components/cargo-lines/index.ts';
import {
  firstErrorField,
  generalErrors,
  type GeneralErrors,
  type GeneralField,
} from '../wizard/request-body.ts';

interface Start {
  draft: BookingDraft;
  /** A stored quote known only by its number: looked up once the page is up. */
  pendingQuote: { id: number; chosenAt: string } | null;
}

/**
 * The draft of this tab (if any), with what Book Now left in browser storage applied when it is newer than what
 * the draft already took: the older choice first, so the newer one wins when their carriers differ.
 */
function startDraft(userId: string, today: string, isStaff: boolean, soleCarrier: string | null): Start {
  let draft = readDraft(userId) ?? emptyDraft(today);
  const chosen = readChosenSources();
  const steps: { at: string; apply: () => void }[] = [];
  let pendingQuote: Start['pendingQuote'] = null;
  const schedule = chosen.schedule;
  if (schedule && schedule.chosenAt !== draft.sources.scheduleChosenAt) {
    steps.push({
      at: schedule.chosenAt,
      apply: () => {
        draft = withSchedule(draft, schedule.route);
        draft.sources = { ...draft.sources, scheduleChosenAt: schedule.chosenAt };
      },
    });
  }
  const quote = chosen.quote;
  const quoteToken = quote ? (quote.chosenAt ?? `quote-${quote.quoteId}`) : null;
  if (quote && quoteToken && quoteToken !== draft.sources.quoteChosenAt) {
    steps.push({
      at: quote.chosenAt ?? '',
      apply: () => {
        if (quote.quote) draft = { ...withQuote(draft, quote.quote, [], today) };
        else pendingQuote = { id: quote.quoteId, chosenAt: quoteToken };
        if (quote.quote && isStaff) draft.clientId = quote.quote.client.id;
        draft.sources = { ...draft.sources, quoteChosenAt: quoteToken };
      },
    });
  }
  steps.sort((a, b) => a.at.localeCompare(b.at)).forEach((s) => s.apply());
  if (steps.length > 0) draft = { ...draft, step: 0 };
  return { draft: withSoleCarrier(draft, soleCarrier), pendingQuote };
}

export interface WizardOptions {
  userId: string;
  isStaff: boolean;
  containerTypes: readonly ContainerTypeOption[];
  /** The visitor's only allowed carrier (000 §6): preselected and locked. */
  soleCarrier: string | null;
}

/**
 * State of the online booking wizard (spec 001 §2.8, §4, §5): one draft object that the pure rules of the
 * domain and of wizard/ transform, kept in sessionStorage until the request is submitted.
 */
export function useBookingWizard({ userId, isStaff, containerTypes, soleCarrier }: WizardOptions) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [today] = useState(() => todayText());
  const [start] = useState(() => startDraft(userId, today, isStaff, soleCarrier));
  const [draft, setDraft] = useState(start.draft);
  const [errors, setErrors] = useState<GeneralErrors>({});
  const [checkingQuote, setCheckingQuote] = useState(false);
  const fields = useRef(new Map<GeneralField, HTMLElement | null>());

  useEffect(() => writeDraft(userId, draft), [userId, draft]);

  // The only carrier is applied whenever neither sailing nor quote gives one (also once the session is read).
  const { schedule, quote } = draft;
  useEffect(() => {
    setDraft((d) => withSoleCarrier(d, soleCarrier));
  }, [soleCarrier, schedule, quote]);

  const focus = useCallback((field: GeneralField) => {
    // Let the step render first when focus follows a step change.
    setTimeout(() => fields.current.get(field)?.focus(), 0);
  }, []);

  const fieldRef = useCallback(
    (field: GeneralField) => (element: HTMLElement | null) => {
      fields.current.set(field, element);
    },
    [],
  );

  const update = useCallback((patch: Partial<BookingDraft>) => {
    setDraft((d) => {
      const next = { ...d, ...patch };
      // An emptied quote number lets go of the quote (and of the carrier lock it gave).
      if ('quoteNumber' in patch && next.quoteNumber.trim() === '') next.quote = null;
      // A quote belongs to one client: another client lets go of it.
      if ('clientId' in patch && next.quote && next.quote.client.id !== next.clientId) {
        next.quote = null;
        next.quoteNumber = '';
      }
      return next;
    });
    setErrors((e) => {
      const touched = Object.keys(patch).filter((k) => k in e);
      if (touched.length === 0) return e;
      const rest = { ...e };
      touched.forEach((k) => delete rest[k as GeneralField]);
      return rest;
    });
  }, []);

  const applyQuote = useCallback(
    (quote: TQuote) =>
      setDraft((d) => ({
        ...withQuote(d, quote, containerTypes, today),
        clientId: isStaff ? quote.client.id : d.clientId,
      })),
    [containerTypes, today, isStaff],
  );

  /** If a quote number is given and differs from the current one, it is looked up and must be usable (001 §5). */
  const checkQuoteNumber = useCallback(
    async ({ focusOnError }: { focusOnError: boolean }): Promise<boolean> => {
      const typed = draft.quoteNumber.trim();
      if (typed === '' || draft.quote?.id === Number(typed)) return true;
      setCheckingQuote(true);
      try {
        const quote = await fetchQuote(queryClient, Number(typed));
        if (!quote || !quoteUsable(quote, draft.carrierId, isStaff ? draft.clientId : null)) {
          setErrors((e) => ({ ...e, quoteNumber: INVALID_QUOTE_NUMBER }));
          if (focusOnError) focus('quoteNumber');
          return false;
        }
        applyQuote(quote);
        setErrors(({ quoteNumber: _gone, ...rest }) => rest);
        return true;
      } catch (error) {
        notify.error((error as Error).message);
        return false;
      } finally {
        setCheckingQuote(false);
      }
    },
    [
      draft.quoteNumber,
      draft.quote,
      draft.carrierId,
      draft.clientId,
      isStaff,
      queryClient,
      applyQuote,
      focus,
      notify,
    ],
  );

  // A stored quote known only by its number is looked up once.
  const pending = start.pendingQuote;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    fetchQuote(queryClient, pending.id)
      .then((quote) => {
        if (!live) return;
        if (quote) applyQuote(quote);
        else notify.error(QUOTE_MESSAGES.noQuoteWithId);
      })
      .catch((error: Error) => live && notify.error(error.message));
    return () => {
      live = false;
    };
    // Runs once for the quote the page started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  const goTo = useCallback((step: number) => {
    setDraft((d) => ({ ...d, step: Math.max(0, Math.min(LAST_STEP, step)) }));
  }, []);

  // A request goes out without a sailing only when the carrier has none on the lane (or the search fails).
  const sailingChosenIfAny = useCallback(async () => {
    const { schedule, origin, destination, carrierId } = draft;
    if (schedule || !origin || !destination || !carrierId) return true;
    const lane = { origin, destination, carrierId, date: today };
    const answer = await queryClient.fetchQuery(laneSailingsQuery(lane)).catch(() => null);
    if (!answer || sailingsOfCarrier(answer, carrierId, new Date()) === 0) return true;
    notify.error(CHOOSE_SAILING_MESSAGE);
    return false;
  }, [draft, today, queryClient, notify]);

  const next = useCallback(async () => {
    if (draft.step === 0) {
      const found = generalErrors(draft, isStaff);
      const first = firstErrorField(found);
      if (first) {
        setErrors(found);
        focus(first);
        return;
      }
      if (!(await checkQuoteNumber({ focusOnError: true }))) return;
      if (!(await sailingChosenIfAny())) return;
    }
    if (draft.step === 1 && !cargoReady(draft.lines, today)) return;
    goTo(draft.step + 1);
  }, [draft, isStaff, today, focus, checkQuoteNumber, sailingChosenIfAny, goTo]);

  /** Step 2's lines form hands every change here. */
  const setLines = useCallback((lines: WizardLine[]) => {
    setDraft((d) => ({ ...d, lines }));
  }, []);

  const addFile = useCallback((zone: Zone, file: TUploadedFile) => {
    setDraft((d) => ({ ...d, files: { ...d.files, [zone]: [...d.files[zone], file] } }));
  }, []);
  const removeFile = useCallback((zone: Zone, id: string) => {
    setDraft((d) => ({ ...d, files: { ...d.files, [zone]: d.files[zone].filter((f) => f.id !== id) } }));
  }, []);

  const setFieldError = useCallback(
    (field: GeneralField, message: string) => {
      setErrors((e) => ({ ...e, [field]: message }));
      focus(field);
    },
    [focus],
  );

  return {
    draft,
    today,
    soleCarrier,
    errors,
    checkingQuote,
    fieldRef,
    update,
    applyQuote,
    checkQuoteNumber,
    next,
    previous: () => goTo(draft.step - 1),
    goTo,
    setFieldError,
    setLines,
    addFile,
    removeFile,
  };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
