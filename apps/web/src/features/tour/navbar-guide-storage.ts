/** Where the browser remembers a finished navbar guide (spec 001 §2.2: "remembered in browser storage"). */
export const NAVBAR_GUIDE_STORAGE_KEY = 'portal.navbarGuideDone';

export function navbarGuideDone(): boolean {
  try {
    return localStorage.getItem(NAVBAR_GUIDE_STORAGE_KEY) === 'true';
  } catch {
    // Storage switched off: the guide is offered again, which does no harm.
    return false;
  }
}

export function rememberNavbarGuideDone(): void {
  try {
    localStorage.setItem(NAVBAR_GUIDE_STORAGE_KEY, 'true');
  } catch {
    // As above.
  }
}
