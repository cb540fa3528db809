import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { useSupportChat } from '../../lib/support-chat.tsx';

// The widget (MUI's Fab, the chat frame) downloads only where the chat is offered (SUPPORT_CHAT_URL set, not to
// staff): without it a page's first script is about 2.5 KB gzip lighter. The button is fixed in a corner, so
// arriving a moment after the page shifts nothing.
const widget = lazyModule(() => import('./support-chat-widget.tsx'));

/** The support chat widget's place in the frame (spec 001 §2.2). */
export function SupportChatSlot() {
  const offered = useSupportChat().url !== null;
  const [module, wake] = useLazyModule(widget);
  useEffect(() => {
    if (offered) wake();
  }, [offered, wake]);
  if (!offered || !module) return null;
  return <module.SupportChatWidget />;
}
