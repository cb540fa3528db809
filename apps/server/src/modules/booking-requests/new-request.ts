import { REQUEST_STATUS } from '@portal/domain';

/**
 * How every new request starts, whether a customer books online or staff import an e-mail (spec 000 §4): Requested,
 * unread, on nobody's desk, not on hold, the VGM submitted by the client.
 */
export const NEW_REQUEST_STATE = {
  statusCode: REQUEST_STATUS.requested,
  hold: false,
  isUnread: true,
  agentId: null,
  vgmSubmittedBy: 'CLIENT',
} as const;
