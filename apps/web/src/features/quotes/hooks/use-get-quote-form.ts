import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  quoteFormIssues,
  type QuoteFormContext,
  type QuoteFormField,
  type QuoteFormValues,
} from '@portal/domain';
import { quoteSchemas } from '../get-quote/load-quote-schemas.ts';
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
  // The resolver reads the newest context (depot countries, types) without re-creating the form. It is
  // zodResolver on the domain's schema, which downloads with zod when first needed (load-quote-schemas.ts).
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const resolver = useCallback<Resolver<QuoteFormValues>>(async (values, resolverContext, options) => {
    const { quoteFormResolver } = await quoteSchemas.load();
    return quoteFormResolver(contextRef.current)(values, resolverContext, options);
  }, []);
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

  /** Starts the schemas' download as the visitor reaches into the form, so the first check does not wait. */
  const prepareValidation = useCallback(() => {
    quoteSchemas.load().catch(() => undefined); // a failure shows when the form is checked
  }, []);

  return { form, addLineRef, focusFirstIssue, prepareValidation };
}
