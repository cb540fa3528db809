import { z } from 'zod';
import { STAFF_ROLES, TEAM_TYPES } from './role-rules.ts';

// The rules live in role-rules.ts without zod, so a screen that only asks "is this staff?" does not load it.
export * from './role-rules.ts';

export const ZStaffRole = z.enum(STAFF_ROLES);
export const ZTeamType = z.enum(TEAM_TYPES);
