// Public surface of the auth feature; the app shell wires these in. (Being built: login dialog, sign-out.)
export {};
