import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Button } from '@mui/material';
import type { TQuote } from '@portal/domain';
import { usePublicConfig } from '../../../lib/public-config.ts';

/** The Special Request e-mail when there is no support chat: the quote number leads subject and text. */
function specialRequestHref(mailbox: string, quote: TQuote): string {
  const subject = `Special Request: quote ${quote.id}`;
  const body = [
    'Hello,',
    '',
    `I have a special request about quote ${quote.id} (${quote.carrier.name}, ${quote.origin.id} → ${quote.destination.id}):`,
    '',
    '',
  ].join('\n');
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Book Now, Print and Special Request (spec 001 §2.6). */
export function QuoteActions({ quote, onBookNow }: { quote: TQuote; onBookNow: (quote: TQuote) => void }) {
  const config = usePublicConfig();
  const chat = config?.supportChatUrl;
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SupportAgentOutlinedIcon />}
        disabled={!config}
        {...(chat
          ? { onClick: () => window.open(chat, '_blank', 'noopener') }
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
