import { createContext, useContext } from 'react';

/**
 * What a render on the server (entry-server.tsx) knows of the request that the browser reads for itself, such as
 * its cookies. Null in the browser.
 */
export interface ServerRequestFacts {
  cookieConsent: boolean;
}

export const ServerRequestContext = createContext<ServerRequestFacts | null>(null);

export function useServerRequest(): ServerRequestFacts | null {
  return useContext(ServerRequestContext);
}
