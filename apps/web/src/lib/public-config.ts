import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export interface PublicConfig {
  productName: string;
  companyName: string;
  companySiteUrl: string;
  companyPhone: string;
  companyEmail: string;
  privacyPolicyUrl: string;
  officeHours: string;
  /** Vessel-tracking link template for staff; {imo} is replaced by the IMO number. */
  vesselTrackingUrl: string;
  /** Countries where Get Quote asks for a pickup depot. */
  depotCountries: string[];
  platformMailbox: string;
  supportChatUrl: string | null;
}

/** Company details for the frame (footer, links), from GET /api/config. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => api.get<PublicConfig>('/config', signal),
    staleTime: Infinity,
  }).data;
}
