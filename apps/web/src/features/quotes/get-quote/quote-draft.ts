import { newCargoLine, type CargoLineValues, type QuoteFormValues } from './quote-form.ts';

/**
 * The Get Quote form as typed, kept in sessionStorage so nothing is lost when an anonymous visitor signs in
 * from the submit (or the page reloads). The login link also carries the route and first cargo line as prefill
 * parameters, so a link opened in a new tab (its own sessionStorage) still starts from them.
 */
export const QUOTE_DRAFT_STORAGE_KEY = 'portal.quoteDraft';

interface StoredDraft {
  version: 1;
  values: QuoteFormValues;
}

export function saveQuoteDraft(values: QuoteFormValues): void {
  try {
    sessionStorage.setItem(
      QUOTE_DRAFT_STORAGE_KEY,
      JSON.stringify({ version: 1, values } satisfies StoredDraft),
    );
  } catch {
    // Storage disabled or full: the form still works, only the draft is not kept.
  }
}

export function loadQuoteDraft(): QuoteFormValues | null {
  try {
    const raw = sessionStorage.getItem(QUOTE_DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    const values = draft.version === 1 ? draft.values : undefined;
    if (!values || !Array.isArray(values.lines)) return null;
    // A draft from an older page may lack fields: every line gets the defaults under what was kept.
    const lines = values.lines.map((line: Partial<CargoLineValues>) => {
      const base = newCargoLine();
      return {
        ...base,
        ...line,
        quantity: String(line.quantity ?? base.quantity),
        imoDetails: { ...base.imoDetails, ...line.imoDetails },
        oogDetails: { ...base.oogDetails, ...line.oogDetails },
      };
    });
    return { ...values, clientId: values.clientId ?? null, lines };
  } catch {
    return null;
  }
}

export function clearQuoteDraft(): void {
  try {
    sessionStorage.removeItem(QUOTE_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
