import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  zQuoteForm,
  ZQuoteCreateRequest,
  type QuoteFormContext,
  type QuoteFormValues,
  type TQuoteCreateRequest,
} from '@portal/domain';

/**
 * The Get Quote form's zod schemas, in a module of their own: zod (about 27 KB gzip) downloads when the visitor
 * first reaches into the form or submits it, not with the landing page (docs/decisions.md 33). Import it only
 * through `quoteSchemas` (load-quote-schemas.ts).
 */
export const quoteFormResolver = (context: QuoteFormContext): Resolver<QuoteFormValues> =>
  zodResolver(zQuoteForm(context));

/** The same schema the server validates the request with. */
export const parseQuoteCreateRequest = (body: TQuoteCreateRequest) => ZQuoteCreateRequest.safeParse(body);
