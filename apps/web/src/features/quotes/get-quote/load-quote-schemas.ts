import { lazyModule } from '../../../lib/lazy-module.ts';

/**
 * The Get Quote form's schemas (quote-schemas.ts), fetched on first use and kept: the form asks for them when the
 * visitor first reaches into it, and its resolver and submit wait for the same download.
 */
export const quoteSchemas = lazyModule(() => import('./quote-schemas.ts'));
