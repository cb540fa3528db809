import type { DemoClientKey, DemoUserKey } from '../demo-users.ts';

/**
 * What the demo companies have been doing: quote groups and booking requests, written as plans relative to the
 * seed day so lists read as recent on any first start. Each company has groups and requests in every state,
 * assigned and unassigned; Hanse (B) also books with carriers outside customerB2's HSG and ZIM, so that
 * restriction shows. Lanes are ones the demo services sail and the demo rates price.
 */

export interface CargoPlan {
  quantity: number;
  type: string;
  weight: number;
}

export interface GroupPlan {
  client: DemoClientKey;
  by: DemoUserKey;
  origin: string;
  destination: string;
  /** Issued this many days before the seed day; the requested sailing date is a week later. */
  daysAgo: number;
  cargo: CargoPlan[];
  /** Staff member the group's quotes are assigned to. */
  assignee: DemoUserKey | null;
  /** Quote status (QUOTE_STATUSES code) of the first quote; the others stay None. */
  status: number;
  archived: boolean;
}

export interface RequestPlan {
  client: DemoClientKey;
  by: DemoUserKey;
  carrierId: string;
  origin: string;
  destination: string;
  /** Submitted this many days before the seed day. */
  daysAgo: number;
  /** Sailing from the origin this many weeks after the submission week. */
  sailsWeeksLater: number;
  cargo: CargoPlan[];
  status: 10 | 20 | 30 | 40;
  hold: boolean;
  agent: DemoUserKey | null;
  reference: string;
}

const dry20 = (quantity: number): CargoPlan => ({ quantity, type: '22G1', weight: 18_000 });
const dry40 = (quantity: number): CargoPlan => ({ quantity, type: '42G1', weight: 22_000 });
const hc40 = (quantity: number): CargoPlan => ({ quantity, type: '45G1', weight: 24_000 });
const reefer40 = (quantity: number): CargoPlan => ({ quantity, type: '45R1', weight: 26_000 });

// One plan a line reads as a table.
// prettier-ignore
export const GROUP_PLANS: GroupPlan[] = [
  // Alpina Trading AG (A)
  { client: 'A', by: 'customerA1', origin: 'DEHAM', destination: 'BRSSZ', daysAgo: 0, cargo: [hc40(2)], assignee: null, status: 0, archived: false },
  { client: 'A', by: 'customerA2', origin: 'NLRTM', destination: 'SGSIN', daysAgo: 2, cargo: [dry20(3), dry40(1)], assignee: 'sales', status: 8, archived: false },
  { client: 'A', by: 'customerA1', origin: 'DEHAM', destination: 'ZADUR', daysAgo: 6, cargo: [dry40(4)], assignee: 'sales', status: 5, archived: false },
  { client: 'A', by: 'customerA1', origin: 'CNSHA', destination: 'DEHAM', daysAgo: 12, cargo: [hc40(6)], assignee: 'operations', status: 1, archived: false },
  { client: 'A', by: 'customerA2', origin: 'ESVLC', destination: 'USHOU', daysAgo: 25, cargo: [dry20(2)], assignee: 'sales', status: 2, archived: true },
  // Hanse Maschinenbau GmbH (B): several carriers per lane, some outside HSG and ZIM
  { client: 'B', by: 'customerB1', origin: 'BEANR', destination: 'BRSSZ', daysAgo: 1, cargo: [dry40(2), hc40(1)], assignee: null, status: 0, archived: false },
  { client: 'B', by: 'customerB2', origin: 'DEHAM', destination: 'USHOU', daysAgo: 3, cargo: [hc40(3)], assignee: 'sales', status: 9, archived: false },
  { client: 'B', by: 'customerB1', origin: 'DEHAM', destination: 'ZADUR', daysAgo: 8, cargo: [dry20(5)], assignee: 'operations', status: 6, archived: false },
  { client: 'B', by: 'customerB2', origin: 'ITGOA', destination: 'USNYC', daysAgo: 15, cargo: [dry40(2)], assignee: 'sales', status: 1, archived: false },
  { client: 'B', by: 'customerB1', origin: 'BEANR', destination: 'NGLOS', daysAgo: 27, cargo: [dry20(4)], assignee: 'sales', status: 3, archived: true },
  // Rhône Vins SA (C): wine travels in reefers
  { client: 'C', by: 'customerC1', origin: 'ESVLC', destination: 'USHOU', daysAgo: 0, cargo: [reefer40(2)], assignee: null, status: 0, archived: false },
  { client: 'C', by: 'customerC2', origin: 'NLRTM', destination: 'SGSIN', daysAgo: 4, cargo: [reefer40(1), dry20(1)], assignee: 'sales', status: 7, archived: false },
  { client: 'C', by: 'customerC1', origin: 'ITGOA', destination: 'USHOU', daysAgo: 10, cargo: [reefer40(3)], assignee: 'operations', status: 5, archived: false },
  { client: 'C', by: 'customerC2', origin: 'DEHAM', destination: 'BRSSZ', daysAgo: 20, cargo: [dry20(2)], assignee: 'sales', status: 4, archived: true },
];

// prettier-ignore
export const REQUEST_PLANS: RequestPlan[] = [
  // Alpina Trading AG (A)
  { client: 'A', by: 'customerA1', carrierId: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', daysAgo: 0, sailsWeeksLater: 2, cargo: [hc40(2)], status: 10, hold: false, agent: null, reference: 'PO-ALP-2291' },
  { client: 'A', by: 'customerA2', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', daysAgo: 1, sailsWeeksLater: 2, cargo: [dry20(3)], status: 10, hold: false, agent: null, reference: 'PO-ALP-2288' },
  { client: 'A', by: 'customerA1', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', daysAgo: 4, sailsWeeksLater: 1, cargo: [hc40(6)], status: 20, hold: false, agent: 'operations', reference: 'PO-ALP-2270' },
  { client: 'A', by: 'customerA1', carrierId: 'DAL', origin: 'DEHAM', destination: 'ZADUR', daysAgo: 6, sailsWeeksLater: 2, cargo: [dry40(4)], status: 20, hold: true, agent: 'sales', reference: 'PO-ALP-2262' },
  { client: 'A', by: 'customerA2', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', daysAgo: 12, sailsWeeksLater: 1, cargo: [dry40(2)], status: 30, hold: false, agent: 'operations', reference: 'PO-ALP-2231' },
  { client: 'A', by: 'customerA1', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', daysAgo: 24, sailsWeeksLater: 0, cargo: [dry20(2)], status: 40, hold: false, agent: 'operations', reference: 'PO-ALP-2190' },
  { client: 'A', by: 'customerA2', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', daysAgo: 2, sailsWeeksLater: 1, cargo: [dry40(3)], status: 20, hold: false, agent: 'sales', reference: 'PO-ALP-2279' },
  { client: 'A', by: 'customerA1', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', daysAgo: 3, sailsWeeksLater: 2, cargo: [hc40(4)], status: 20, hold: false, agent: 'superadmin', reference: 'PO-ALP-2275' },
  { client: 'A', by: 'customerA2', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', daysAgo: 5, sailsWeeksLater: 2, cargo: [dry20(2)], status: 20, hold: false, agent: 'operations', reference: 'PO-ALP-2266' },
  // Hanse Maschinenbau GmbH (B): HSG and ZIM, which customerB2 sees, and HSD, DAL, UAL, which only customerB1 sees
  { client: 'B', by: 'customerB2', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', daysAgo: 0, sailsWeeksLater: 2, cargo: [hc40(3)], status: 20, hold: false, agent: 'salesRestricted', reference: 'HM-4471' },
  { client: 'B', by: 'customerB1', carrierId: 'HSD', origin: 'DEHAM', destination: 'BRSSZ', daysAgo: 1, sailsWeeksLater: 2, cargo: [dry40(2)], status: 10, hold: false, agent: null, reference: 'HM-4468' },
  { client: 'B', by: 'customerB2', carrierId: 'ZIM', origin: 'ITGOA', destination: 'USNYC', daysAgo: 3, sailsWeeksLater: 1, cargo: [dry40(2)], status: 20, hold: false, agent: 'sales', reference: 'HM-4452' },
  { client: 'B', by: 'customerB1', carrierId: 'DAL', origin: 'DEHAM', destination: 'ZADUR', daysAgo: 5, sailsWeeksLater: 2, cargo: [dry20(5)], status: 20, hold: false, agent: 'accounting', reference: 'HM-4440' },
  { client: 'B', by: 'customerB1', carrierId: 'UAL', origin: 'BEANR', destination: 'NGLOS', daysAgo: 7, sailsWeeksLater: 1, cargo: [dry20(4)], status: 20, hold: true, agent: 'sales', reference: 'HM-4431' },
  { client: 'B', by: 'customerB2', carrierId: 'HSG', origin: 'BEANR', destination: 'BRSSZ', daysAgo: 14, sailsWeeksLater: 1, cargo: [hc40(1)], status: 30, hold: false, agent: 'operations', reference: 'HM-4398' },
  { client: 'B', by: 'customerB1', carrierId: 'HSD', origin: 'BEANR', destination: 'BRSSZ', daysAgo: 18, sailsWeeksLater: 1, cargo: [dry40(3)], status: 30, hold: false, agent: 'sales', reference: 'HM-4377' },
  { client: 'B', by: 'customerB2', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', daysAgo: 26, sailsWeeksLater: 0, cargo: [dry20(1)], status: 40, hold: false, agent: 'sales', reference: 'HM-4310' },
  { client: 'B', by: 'customerB1', carrierId: 'ZIM', origin: 'ITGOA', destination: 'USNYC', daysAgo: 2, sailsWeeksLater: 1, cargo: [hc40(2)], status: 20, hold: false, agent: 'operations', reference: 'HM-4460' },
  { client: 'B', by: 'customerB1', carrierId: 'HSD', origin: 'DEHAM', destination: 'BRSSZ', daysAgo: 4, sailsWeeksLater: 2, cargo: [dry20(3)], status: 20, hold: false, agent: 'superadmin', reference: 'HM-4447' },
  // Rhône Vins SA (C)
  { client: 'C', by: 'customerC1', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', daysAgo: 0, sailsWeeksLater: 2, cargo: [reefer40(2)], status: 10, hold: false, agent: null, reference: 'RV-CH-0912' },
  { client: 'C', by: 'customerC2', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', daysAgo: 2, sailsWeeksLater: 2, cargo: [reefer40(1)], status: 20, hold: false, agent: 'superadmin', reference: 'RV-SG-0907' },
  { client: 'C', by: 'customerC1', carrierId: 'ZIM', origin: 'ITGOA', destination: 'USHOU', daysAgo: 5, sailsWeeksLater: 1, cargo: [reefer40(3)], status: 20, hold: true, agent: 'operations', reference: 'RV-US-0899' },
  { client: 'C', by: 'customerC2', carrierId: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', daysAgo: 11, sailsWeeksLater: 1, cargo: [dry20(2)], status: 30, hold: false, agent: 'sales', reference: 'RV-BR-0874' },
  { client: 'C', by: 'customerC1', carrierId: 'MACS', origin: 'DEHAM', destination: 'ZADUR', daysAgo: 22, sailsWeeksLater: 0, cargo: [dry20(1)], status: 40, hold: false, agent: 'operations', reference: 'RV-ZA-0851' },
  { client: 'C', by: 'customerC2', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', daysAgo: 1, sailsWeeksLater: 2, cargo: [reefer40(2)], status: 20, hold: false, agent: 'sales', reference: 'RV-SG-0910' },
  { client: 'C', by: 'customerC1', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', daysAgo: 3, sailsWeeksLater: 2, cargo: [reefer40(1)], status: 20, hold: false, agent: 'accounting', reference: 'RV-US-0905' },
  { client: 'C', by: 'customerC2', carrierId: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', daysAgo: 6, sailsWeeksLater: 2, cargo: [dry40(1)], status: 20, hold: false, agent: 'salesRestricted', reference: 'RV-BR-0896' },
];
