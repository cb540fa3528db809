import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Button } from '@mui/material';
import type { TQuote } from '@portal/domain';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useSupportChat } from '../../../lib/support-chat.tsx';

/** The special request about a quote, as the support chat starts with it (spec 001 §7). */
function specialRequestMessage(quote: TQuote): string {
  return `I have a special request about quote ${quote.id} (${quote.carrier.name}, ${quote.origin.id} → ${quote.destination.id}):`;
}

/** The Special Request e-mail when there is no support chat: the quote number leads subject and text. */
function specialRequestHref(mailbox: string, quote: TQuote): string {
  const subject = `Special Request: quote ${quote.id}`;
  const body = ['Hello,', '', specialRequestMessage(quote), '', ''].join('\n');
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Book Now, Print and Special Request (spec 001 §2.6). */
export function QuoteActions({ quote, onBookNow }: { quote: TQuote; onBookNow: (quote: TQuote) => void }) {
  const config = usePublicConfig();
  const chat = useSupportChat();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SupportAgentOutlinedIcon />}
        disabled={!config}
        {...(chat.url
          ? { onClick: () => chat.show(specialRequestMessage(quote)) }
          : { href: config ? specialRequestHref(config.platformMailbox, quote) : undefined })}
      >
        Special Request
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<PrintOutlinedIcon />}
        onClick={() => window.print()}
      >
        Print
      </Button>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<ShoppingCartCheckoutIcon />}
        onClick={() => onBookNow(quote)}
      >
        Book Now
      </Button>
    </>
  );
}
