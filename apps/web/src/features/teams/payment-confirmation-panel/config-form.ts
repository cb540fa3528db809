import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  ZCarrierSettingInput,
  ZCarrierSettingUpdate,
  ZCustomerSettingInput,
  ZCustomerSettingUpdate,
  type ConfigType,
  type TPaymentConfirmationConfig,
  type TPaymentConfirmationConfigInput,
  type TPaymentConfirmationConfigUpdate,
} from '@portal/domain';

/** A setting as its row or the add row edits it: every field of both types, empty where the type has none. */
export interface ConfigFormValues {
  type: ConfigType;
  carrierId: string;
  portId: string | null;
  category: 'Import' | 'Export' | null;
  clientId: string;
  statisticClientId: string | null;
  contactTo: string[];
  contactCc: string[];
  automaticMessage: boolean;
  version: number;
}

export const emptyValues = (type: ConfigType): ConfigFormValues => ({
  type,
  carrierId: '',
  portId: null,
  category: null,
  clientId: '',
  statisticClientId: null,
  contactTo: [],
  contactCc: [],
  automaticMessage: true,
  version: 1,
});

export const valuesOf = (c: TPaymentConfirmationConfig): ConfigFormValues => ({
  type: c.type,
  carrierId: c.carrierId,
  portId: c.portId,
  category: c.category,
  clientId: c.clientId ?? '',
  statisticClientId: c.statisticClientId,
  contactTo: [...c.contactTo],
  contactCc: [...c.contactCc],
  automaticMessage: c.automaticMessage,
  version: c.version,
});

/**
 * The domain's schemas as the forms' resolvers (spec 002 §5): adding needs carrier and port, or carrier, client and
 * statistic client; saving carrier and port, or carrier and client. The form holds both types' fields; each schema
 * reads its own and answers the request body.
 */
export const addResolver = (type: ConfigType) =>
  zodResolver(
    type === 'CARRIER_SETTINGS' ? ZCarrierSettingInput : ZCustomerSettingInput,
  ) as unknown as Resolver<ConfigFormValues, unknown, TPaymentConfirmationConfigInput>;

export const saveResolver = (type: ConfigType) =>
  zodResolver(
    type === 'CARRIER_SETTINGS' ? ZCarrierSettingUpdate : ZCustomerSettingUpdate,
  ) as unknown as Resolver<ConfigFormValues, unknown, TPaymentConfirmationConfigUpdate>;
