import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLoginDialog } from '../../../lib/login-dialog.ts';
import { useNotify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateQuotes } from '../api.ts';
import { quoteSchemas } from '../get-quote/load-quote-schemas.ts';
import { clearQuoteDraft, saveQuoteDraft } from '../get-quote/quote-draft.ts';
import { isSpecialRequest, toCreateRequest, type QuoteFormValues } from '../get-quote/quote-form.ts';
import { fieldOfBadRequest, quoteErrorMessage } from '../get-quote/quote-error-message.ts';

interface SubmitContext {
  signedIn: boolean;
  isStaff: boolean;
  showDepots: boolean;
  descriptionOf: (typeId: string) => string | undefined;
}

/** The login link brings the visitor back to Get Quote with the route and first line as prefill parameters. */
function returnPath(values: QuoteFormValues): string {
  const params = new URLSearchParams();
  const first = values.lines[0];
  if (values.origin) params.set('origin', values.origin);
  if (values.destination) params.set('destination', values.destination);
  if (values.date) params.set('date', values.date);
  if (values.weeks) params.set('weeks', String(values.weeks));
  if (first?.type) params.set('type', first.type);
  if (first?.quantity) params.set('quantity', first.quantity);
  const query = params.toString();
  return `${paths.quotesGet.getHref()}${query ? `?${query}` : ''}`;
}

/**
 * Submitting a valid form (spec 001 §4 "Get Quote request", §5): anonymous visitors sign in first (the draft is
 * kept); IMO or OOG cargo, or an answer without a group, opens the e-mail-only dialog; success opens the group.
 */
export function useSubmitQuote(form: UseFormReturn<QuoteFormValues>, context: SubmitContext) {
  const create = useCreateQuotes();
  const login = useLoginDialog();
  const notify = useNotify();
  const navigate = useNavigate();
  const [specialRequest, setSpecialRequest] = useState(false);

  const submit = async (values: QuoteFormValues) => {
    if (!context.signedIn) {
      saveQuoteDraft(values);
      login.open(returnPath(values));
      return;
    }
    if (isSpecialRequest(values)) {
      setSpecialRequest(true);
      return;
    }
    // The same schema the server validates with: anything the form let through is caught before sending.
    // (Already there: the resolver has just used the same module.)
    const { parseQuoteCreateRequest } = await quoteSchemas.load();
    const body = parseQuoteCreateRequest(toCreateRequest(values, context));
    if (!body.success) {
      notify.error(body.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    create.mutate(body.data, {
      onSuccess: (answer) => {
        if (answer.groupId === null) {
          setSpecialRequest(true);
          return;
        }
        clearQuoteDraft();
        void navigate(paths.quoteGroup.getHref(String(answer.groupId)));
      },
      onError: (error) => {
        if (error.name === 'AbortError') return;
        if ('status' in error && error.status === 401) {
          // The session ended meanwhile: sign in again and come back to the kept draft.
          saveQuoteDraft(values);
          login.open(returnPath(values));
          return;
        }
        notify.error(quoteErrorMessage(error));
        const field = fieldOfBadRequest(error);
        if (field) {
          form.setError(field.field as keyof QuoteFormValues, { type: 'server', message: field.message });
        }
      },
    });
  };

  return {
    submit,
    isSubmitting: create.isPending,
    specialRequest,
    closeSpecialRequest: () => setSpecialRequest(false),
  };
}
