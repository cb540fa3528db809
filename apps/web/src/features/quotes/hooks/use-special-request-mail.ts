import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { TPortOption, TSessionInfo } from '@portal/domain';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { QuoteFormValues } from '../get-quote/quote-form.ts';
import { mailtoHref, specialRequestMail } from '../get-quote/special-request-mail.ts';
import {
  type ClientOption,
  type CommodityOption,
  type ContainerTypeOption,
  type PickupLocationOption,
} from '../reference-api.ts';

export interface MailSources {
  session: TSessionInfo;
  clients: readonly ClientOption[] | undefined;
  types: readonly ContainerTypeOption[] | undefined;
  commodities: readonly CommodityOption[] | undefined;
  locations: readonly PickupLocationOption[] | undefined;
}

/** The Send Email link of the Special Quote Request, built from the form as it is now. */
export function useSpecialRequestMail(form: UseFormReturn<QuoteFormValues>, sources: MailSources) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  if (!config) return null;
  const values = form.getValues();
  const user = sources.session.user;
  const client = sources.clients?.find((c) => c.id === values.clientId);
  const find = <T extends { id: string }>(list: readonly T[] | undefined, id: string) =>
    list?.find((item) => item.id === id);
  const mail = specialRequestMail(values, {
    company: client?.name ?? user?.company?.name ?? '-',
    requester: user ? `${user.firstName} ${user.lastName} (${user.emailAddress})` : null,
    portName: (code) => {
      const port = queryClient.getQueryData<TPortOption>(queryKeys.reference.port(code));
      return port ? `${port.name}, ${port.countryName || port.countryCode}` : undefined;
    },
    typeLabel: (id) => {
      const type = find(sources.types, id);
      return type ? `${type.label} (${type.description})` : undefined;
    },
    commodityName: (id) => find(sources.commodities, id)?.name,
    locationName: (id) => {
      const location = find(sources.locations, id);
      return location ? `${location.name}, ${location.city}` : undefined;
    },
  });
  return mailtoHref(config.platformMailbox, mail);
}
