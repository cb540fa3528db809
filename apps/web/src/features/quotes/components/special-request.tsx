import type { UseFormReturn } from 'react-hook-form';
import type { QuoteFormValues } from '../get-quote/quote-form.ts';
import { useSpecialRequestMail, type MailSources } from '../hooks/use-special-request-mail.ts';
import { SpecialRequestDialog } from './special-request-dialog.tsx';

export interface SpecialRequestProps {
  open: boolean;
  onClose: () => void;
  form: UseFormReturn<QuoteFormValues>;
  sources: MailSources;
}

/**
 * The Special Quote Request dialog with its Send Email link built from the form as it is now. A chunk of its own,
 * loaded on the first opening: the page does not build the e-mail on every render, nor carry its code.
 */
export function SpecialRequest({ open, onClose, form, sources }: SpecialRequestProps) {
  const mailHref = useSpecialRequestMail(form, sources);
  return <SpecialRequestDialog open={open} mailHref={mailHref} onClose={onClose} />;
}
