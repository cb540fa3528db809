// The parts of the frame only a signed-in visitor sees, in one chunk of their own (signed-in-frame.tsx loads it).
export { NotificationBell } from '../../components/notifications/notification-bell.tsx';
export { GuidePromptSlot } from './guide-prompt-slot.tsx';
export { UserMenu } from './user-menu.tsx';
export { ViewBanner } from './view-banner.tsx';
export { QuickSearch, QuickSearchButton } from '../../features/quick-search/index.ts';
