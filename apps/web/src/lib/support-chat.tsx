import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePublicConfig } from './public-config.ts';
import { useCan } from './use-can.ts';

interface SupportChat {
  /** The chat page's address when the widget is offered to this visitor; null otherwise. */
  url: string | null;
  open: boolean;
  /** The message the chat starts with (Special Request prefills one), or none. */
  message: string | null;
  show: (message?: string) => void;
  hide: () => void;
}

const SupportChatContext = createContext<SupportChat | null>(null);

/**
 * The support chat (spec 001 §2.2): offered to visitors and customers when SUPPORT_CHAT_URL is set, never to
 * staff, and not to a staff member in customer view either (spec 001 §6 "Staff hide the live-chat widget").
 */
export function SupportChatProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const can = useCan();
  const staff = can.really('view:admin-navigation');
  const url = !staff ? (config?.supportChatUrl ?? null) : null;
  const [state, setState] = useState<{ open: boolean; message: string | null }>({
    open: false,
    message: null,
  });
  const value = useMemo<SupportChat>(
    () => ({
      url,
      ...state,
      show: (message) => setState({ open: true, message: message ?? null }),
      hide: () => setState({ open: false, message: null }),
    }),
    [url, state],
  );
  return <SupportChatContext.Provider value={value}>{children}</SupportChatContext.Provider>;
}

const NO_CHAT: SupportChat = { url: null, open: false, message: null, show: () => {}, hide: () => {} };

/** The chat of the app's providers; a screen rendered on its own (a test, a print) has none and mails instead. */
export function useSupportChat(): SupportChat {
  return useContext(SupportChatContext) ?? NO_CHAT;
}
