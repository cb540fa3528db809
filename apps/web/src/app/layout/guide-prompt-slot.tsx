import { useState } from 'react';
import { GuidePrompt } from '../../features/tour/guide-prompt.tsx';
import { useSession } from '../../lib/session.ts';
import { useStartTour } from './use-tour.ts';

// The prompt comes with the signed-in parts of the frame (signed-in-frame.tsx), which the first render waits for:
// loaded on its own after the page, it pushed the content down (Lighthouse CLS 0.2 on /bookings for a newcomer).

/** 'Not now' (or taking the tour) holds for this visit, in this tab; the prompt comes back on the next one. */
const HIDDEN_KEY = 'portal.guidePromptHidden';

function hiddenThisVisit(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === 'true';
  } catch {
    return false; // rendered on the server, or storage switched off
  }
}

/** The guided-tour prompt's place under the top bar (spec 001 §2.2: shown while dontShowGuide is not set). */
export function GuidePromptSlot() {
  const { session } = useSession();
  const startTour = useStartTour();
  const [hidden, setHidden] = useState(hiddenThisVisit);
  if (!session.user || session.user.dontShowGuide || hidden) return null;
  const hide = () => {
    setHidden(true);
    try {
      sessionStorage.setItem(HIDDEN_KEY, 'true');
    } catch {
      // Hidden for this page view at least.
    }
  };
  return <GuidePrompt onStart={() => void startTour()} onHide={hide} />;
}
