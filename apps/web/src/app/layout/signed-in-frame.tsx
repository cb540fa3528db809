import { useEffect, type ComponentType } from 'react';
import type { TSessionInfo } from '@portal/domain';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';
import { useSession } from '../../lib/session.ts';
import type * as SignedInPartsModule from './signed-in-parts.ts';

type SignedInParts = typeof SignedInPartsModule;

/**
 * The bell, the user menu, Quick Search, the view banner and the guided-tour prompt download in one chunk, only for
 * a signed-in visitor: an anonymous visit (the landing pages) does not carry their code (Badge, Avatar, Alert, the
 * notifications' queries; about 5 KB gzip). main.tsx asks for the chunk beside the session and the screen's code
 * and the first render waits for it, so a signed-in page shows them with its first frame (no layout shift).
 */
const signedInParts = lazyModule(() => import('./signed-in-parts.ts'));

/** Starts the download for a session with a user (main.tsx, before the first render). */
export function preloadSignedInParts(session: TSessionInfo): Promise<unknown> | undefined {
  return session.user ? signedInParts.load() : undefined;
}

/** A part of the chunk: nothing until it has arrived (at once when main.tsx preloaded it), and only when `shown`. */
function signedInPart<P extends object>(
  pick: (parts: SignedInParts) => ComponentType<P>,
  shown: (session: TSessionInfo) => boolean,
): ComponentType<P> {
  return function SignedInPart(props: P) {
    const { session } = useSession();
    const wanted = shown(session);
    const [parts, wake] = useLazyModule(signedInParts);
    useEffect(() => {
      if (wanted) wake();
    }, [wanted, wake]);
    if (!wanted || !parts) return null;
    const Part = pick(parts);
    return <Part {...props} />;
  };
}

const signedIn = (session: TSessionInfo) => session.user !== null;

export const NotificationBell = signedInPart((m) => m.NotificationBell, signedIn);
export const UserMenu = signedInPart((m) => m.UserMenu, signedIn);
export const GuidePromptSlot = signedInPart((m) => m.GuidePromptSlot, signedIn);
// Quick Search: the customers' button and, for everyone signed in, the shortcuts and the dialog.
export const QuickSearch = signedInPart((m) => m.QuickSearch, signedIn);
export const QuickSearchButton = signedInPart((m) => m.QuickSearchButton, signedIn);
export const ViewBanner = signedInPart(
  (m) => m.ViewBanner,
  (session) => session.mode !== 'self',
);
