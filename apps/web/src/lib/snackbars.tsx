import type { OptionsObject, SnackbarKey } from 'notistack';
import { useEffect, useState } from 'react';
import type * as SnackbarHostModule from './snackbar-host.tsx';

/**
 * Snackbars without notistack in the first script (issue 20): notistack (about 13 KB gzip) loads with the first
 * snackbar a screen shows, and `SnackbarHost` (in AppProviders) then mounts its provider. A message asked for before
 * that waits for the download, a few milliseconds on a page that is already running.
 */
type HostModule = typeof SnackbarHostModule;

let hostModule: Promise<HostModule> | undefined;
const loadHost = () => (hostModule ??= import('./snackbar-host.tsx'));

/** Set while a SnackbarHost is mounted: makes it render the provider. */
let showHost: (() => void) | undefined;
/** A snackbar was asked for before any host was mounted: the host shows the provider as it mounts. */
let wanted = false;
let hostMounted: Promise<void> | undefined;
let markMounted: (() => void) | undefined;

async function ready(): Promise<HostModule> {
  const host = await loadHost();
  // A provider already there (the app's, or one a test renders around the screen) takes the message.
  if (host.providerMounted()) return host;
  hostMounted ??= new Promise<void>((done) => (markMounted = done));
  wanted = true;
  showHost?.();
  await hostMounted;
  return host;
}

/** Shows a snackbar; answers its key once shown (to close it later). */
export async function showSnackbar(message: string, options: OptionsObject = {}): Promise<SnackbarKey> {
  return (await ready()).enqueue(message, options);
}

/** Closes a snackbar by the key showSnackbar answered (a key still on its way is closed once it arrives). */
export function closeSnackbar(key: SnackbarKey | Promise<SnackbarKey>): void {
  void Promise.all([ready(), key]).then(([host, shown]) => host.close(shown));
}

/** Where the snackbars render; nothing until the first one is asked for. */
export function SnackbarHost() {
  const [Host, setHost] = useState<HostModule['Host'] | null>(null);
  useEffect(() => {
    showHost = () => void loadHost().then((host) => setHost(() => host.Host));
    if (wanted) showHost();
    return () => {
      showHost = undefined;
    };
  }, []);
  return Host ? <Host onMount={onHostMount} /> : null;
}

function onHostMount() {
  markMounted?.();
}
