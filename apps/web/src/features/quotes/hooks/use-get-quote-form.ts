import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  quoteFormIssues,
  zQuoteForm,
  type QuoteFormContext,
  type QuoteFormField,
  type QuoteFormValues,
} from '@portal/domain';
import { loadQuoteDraft, saveQuoteDraft } from '../get-quote/quote-draft.ts';
import { formFromParams, hasPrefill } from '../get-quote/quote-form.ts';

/**
 * Where the form starts: a kept draft (after signing in from the submit, or a reload), unless the page was
 * opened with prefill parameters for another route; otherwise the parameters with the defaults.
 */
function initialValues(params: URLSearchParams, today: Date): QuoteFormValues {
  const fromParams = formFromParams(params, today);
  const draft = loadQuoteDraft();
  if (!draft) return fromParams;
  const sameRoute =
    (!fromParams.origin || fromParams.origin === draft.origin) &&
    (!fromParams.destination || fromParams.destination === draft.destination);
  return !hasPrefill(params) || sameRoute ? draft : fromParams;
}

/**
 * The Get Quote form: values, validation in the spec's order (re-run on every change after the first submit)
 * and focus on the first failing field; the draft is kept in sessionStorage as the user types.
 */
export function useGetQuoteForm(context: QuoteFormContext) {
  const [params] = useSearchParams();
  const [defaults] = useState(() => initialValues(params, context.today));
  // The resolver reads the newest context (depot countries, types) without re-creating the form.
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const resolver = useCallback<Resolver<QuoteFormValues>>(
    (values, resolverContext, options) =>
      zodResolver(zQuoteForm(contextRef.current))(values, resolverContext, options),
    [],
  );
  const form = useForm<QuoteFormValues>({
    defaultValues: defaults,
    resolver,
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    const subscription = form.watch((values) => saveQuoteDraft(values as QuoteFormValues));
    return () => subscription.unsubscribe();
  }, [form]);

  const addLineRef = useRef<HTMLButtonElement>(null);

  /** Focus on the first field the spec's order finds wanting ('lines' is the add button). */
  const focusFirstIssue = () => {
    const first = quoteFormIssues(form.getValues(), contextRef.current)[0];
    if (!first) return;
    if (first.field === 'lines') addLineRef.current?.focus();
    else form.setFocus(first.field as Exclude<QuoteFormField, 'lines'>);
  };

  return { form, addLineRef, focusFirstIssue };
}
