import type { TQuote } from '@portal/domain';
import { useNavigate } from 'react-router';
import { storeChosenQuote } from '../../../lib/chosen-quote.ts';
import { paths } from '../../../lib/paths.ts';

/** Book Now on a quote: keep it for the online booking and go there (spec 001 §2.8). */
export function useBookNow() {
  const navigate = useNavigate();
  return (quote: TQuote) => {
    storeChosenQuote(quote);
    void navigate(paths.onlineBooking.getHref());
  };
}
