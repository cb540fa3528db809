import { lazy } from 'react';

/*
 * The booking page's dialogs and its print, each downloaded when first opened: with their forms they bring
 * react-hook-form and zod (about 42 KB gzip), which nothing on the page's first screen needs. They mount only while
 * open, so the first opening shows them once their code has arrived (Suspense with no fallback).
 */
export const AssignUsersDialog = lazy(() =>
  import('./assign-users-dialog.tsx').then((m) => ({ default: m.AssignUsersDialog })),
);
export const BookingEmailDialog = lazy(() =>
  import('./booking-email-dialog.tsx').then((m) => ({ default: m.BookingEmailDialog })),
);
export const SomethingWrongDialog = lazy(() =>
  import('./something-wrong-dialog.tsx').then((m) => ({ default: m.SomethingWrongDialog })),
);
export const BookingPrintDocument = lazy(() =>
  import('./booking-print.tsx').then((m) => ({ default: m.BookingPrintDocument })),
);
