import { z } from 'zod';
import { quoteFormIssues, type QuoteFormContext, type QuoteFormValues } from './quote-form.ts';

/**
 * The Get Quote form's schema (react-hook-form's zodResolver): the issues of quote-form.ts at their fields' paths.
 * Apart from the form's rules, so a screen that renders the form does not bring zod with it (docs/decisions.md 33).
 */
export function zQuoteForm(context: QuoteFormContext) {
  return z.custom<QuoteFormValues>().superRefine((values, ctx) => {
    for (const issue of quoteFormIssues(values, context)) {
      const path = issue.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  });
}
