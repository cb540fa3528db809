import type { DemoClientKey, DemoUserKey } from '../demo-users.ts';

/**
 * The demo companies' bookings (issue 11 part 5), written relative to the seed day like the request plans: each
 * company has export and import bookings about to sail and at sea, one pending payment, one in dispute, archived
 * ones from the last months, a rebooked pair and one booked from its Confirmed demo request. Hanse (B) books with
 * HSG and ZIM, which customerB2 sees, and with others, which only customerB1 sees. The operations demo user (HSG,
 * HMM, ZIM only) and the superadmin are agents of active ones, so their default "assigned to me" view is not empty;
 * the accounting member is the agent of the pending payments only, and keeps the spec's empty assignee view.
 */

export type BookingState = 'active' | 'pendingPayment' | 'dispute' | 'archived';

export interface BookingCargoPlan {
  quantity: number;
  type: '22G1' | '42G1' | '45G1' | '45R1';
  weight: number;
}

export interface BookingPlan {
  /** Stable within the company: documents, comments and the rebooked pair refer to it. */
  key: string;
  client: DemoClientKey;
  category: 'Export' | 'Import';
  carrierId: string;
  origin: string;
  destination: string;
  /** Inland place the carrier takes the cargo at, and where it ends (spec 000 §3 PlaceOfReceipt, FinalDestination). */
  receipt: string;
  final: string;
  /** Sails from the origin about this many days from the seed day (negative: sailed). */
  sailsInDays: number;
  /** Booked this many days before the seed day. */
  createdDaysAgo: number;
  state: BookingState;
  /** The status words when they are not what the dates say (Booked, Loaded, Sailed, Arrived, Delivered). */
  statusText?: string;
  agent: DemoUserKey | null;
  contact: DemoUserKey;
  reference: string;
  cargo: BookingCargoPlan[];
  tags?: string[];
  watchers?: ('agent' | 'contact' | DemoUserKey)[];
  /** Booked from this demo request (seed/activity/plan.ts) that staff confirmed: carrier, lane, sailing and cargo are the request's. */
  fromRequest?: string;
  /** The key of the booking this one was rebooked to (the later one names this one as rebooked from). */
  rebookedTo?: string;
}

const dry20 = (quantity: number): BookingCargoPlan => ({ quantity, type: '22G1', weight: 18_000 });
const dry40 = (quantity: number): BookingCargoPlan => ({ quantity, type: '42G1', weight: 22_000 });
const hc40 = (quantity: number): BookingCargoPlan => ({ quantity, type: '45G1', weight: 24_000 });
const reefer40 = (quantity: number): BookingCargoPlan => ({ quantity, type: '45R1', weight: 26_000 });

// One plan a line reads as a table.
// prettier-ignore
export const BOOKING_PLANS: BookingPlan[] = [
  // Alpina Trading AG (A), Basel
  { key: 'A-req', client: 'A', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', receipt: 'Basel', final: 'Houston', sailsInDays: 0, createdDaysAgo: 9, state: 'active', agent: 'operations', contact: 'customerA2', reference: 'PO-ALP-2231', cargo: [], fromRequest: 'PO-ALP-2231', watchers: ['agent', 'contact'] },
  { key: 'A-exp-soon', client: 'A', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', receipt: 'Basel', final: 'São Paulo', sailsInDays: 5, createdDaysAgo: 6, state: 'active', statusText: 'Booked', agent: 'operations', contact: 'customerA1', reference: 'PO-ALP-2284', cargo: [hc40(2)], tags: ['Urgent'], watchers: ['agent', 'contact'] },
  { key: 'A-exp-conf', client: 'A', category: 'Export', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', receipt: 'Pratteln', final: 'Singapore', sailsInDays: 9, createdDaysAgo: 5, state: 'active', statusText: 'Confirmed', agent: 'superadmin', contact: 'customerA2', reference: 'PO-ALP-2280', cargo: [dry20(3)] },
  { key: 'A-exp-sailed', client: 'A', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USNYC', receipt: 'Basel', final: 'Newark', sailsInDays: -6, createdDaysAgo: 20, state: 'active', agent: 'operations', contact: 'customerA1', reference: 'PO-ALP-2244', cargo: [dry40(2)], watchers: ['contact'] },
  { key: 'A-exp-zim', client: 'A', category: 'Export', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', receipt: 'Zaragoza', final: 'Dallas', sailsInDays: -12, createdDaysAgo: 26, state: 'active', agent: 'operations', contact: 'customerA1', reference: 'PO-ALP-2238', cargo: [dry20(2)], tags: ['Customs hold'] },
  { key: 'A-imp-sea', client: 'A', category: 'Import', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', receipt: 'Suzhou', final: 'Basel', sailsInDays: -20, createdDaysAgo: 30, state: 'active', agent: 'operations', contact: 'customerA1', reference: 'IMP-ALP-0418', cargo: [hc40(4)], watchers: ['agent'] },
  { key: 'A-imp-arr', client: 'A', category: 'Import', carrierId: 'HMM', origin: 'SGSIN', destination: 'NLRTM', receipt: 'Singapore', final: 'Basel', sailsInDays: -25, createdDaysAgo: 38, state: 'active', agent: null, contact: 'customerA2', reference: 'IMP-ALP-0409', cargo: [dry40(1)] },
  // Imports arriving this week (issue 22 part 5): the vessel overview's ±5-day window holds both directions.
  { key: 'A-imp-week', client: 'A', category: 'Import', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', receipt: 'Ningbo', final: 'Basel', sailsInDays: -3, createdDaysAgo: 12, state: 'active', agent: 'operations', contact: 'customerA1', reference: 'IMP-ALP-0431', cargo: [hc40(2), dry20(1)], watchers: ['agent'] },
  { key: 'A-exp-new', client: 'A', category: 'Export', carrierId: 'HSD', origin: 'DEHAM', destination: 'BRSSZ', receipt: 'Basel', final: 'Campinas', sailsInDays: 12, createdDaysAgo: 1, state: 'active', statusText: 'Booked', agent: 'superadmin', contact: 'customerA1', reference: 'PO-ALP-2290', cargo: [dry20(2)] },
  { key: 'A-pay', client: 'A', category: 'Export', carrierId: 'DAL', origin: 'DEHAM', destination: 'ZADUR', receipt: 'Basel', final: 'Johannesburg', sailsInDays: -33, createdDaysAgo: 45, state: 'pendingPayment', agent: 'accounting', contact: 'customerA1', reference: 'PO-ALP-2188', cargo: [dry40(3)], watchers: ['agent'] },
  { key: 'A-dispute', client: 'A', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', receipt: 'Basel', final: 'São Paulo', sailsInDays: -40, createdDaysAgo: 52, state: 'dispute', agent: 'operations', contact: 'customerA2', reference: 'PO-ALP-2161', cargo: [hc40(1)], tags: ['Urgent'], watchers: ['agent', 'accounting'] },
  { key: 'A-arch-1', client: 'A', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', receipt: 'Basel', final: 'Houston', sailsInDays: -62, createdDaysAgo: 75, state: 'archived', agent: 'operations', contact: 'customerA1', reference: 'PO-ALP-2102', cargo: [dry40(2)] },
  { key: 'A-arch-2', client: 'A', category: 'Import', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', receipt: 'Shanghai', final: 'Basel', sailsInDays: -110, createdDaysAgo: 125, state: 'archived', agent: 'operations', contact: 'customerA2', reference: 'IMP-ALP-0377', cargo: [hc40(3)] },
  { key: 'A-arch-3', client: 'A', category: 'Export', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', receipt: 'Pratteln', final: 'Singapore', sailsInDays: -150, createdDaysAgo: 165, state: 'archived', agent: 'sales', contact: 'customerA2', reference: 'PO-ALP-2015', cargo: [dry20(2)] },
  { key: 'A-rebooked', client: 'A', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', receipt: 'Basel', final: 'Houston', sailsInDays: 3, createdDaysAgo: 14, state: 'archived', statusText: 'Rebooked', agent: 'operations', contact: 'customerA1', reference: 'PO-ALP-2252', cargo: [dry40(2)], rebookedTo: 'A-rebooking' },
  { key: 'A-rebooking', client: 'A', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', receipt: 'Basel', final: 'Houston', sailsInDays: 10, createdDaysAgo: 4, state: 'active', statusText: 'Booked', agent: 'operations', contact: 'customerA1', reference: 'PO-ALP-2252', cargo: [dry40(2)], watchers: ['agent', 'contact'] },

  // Hanse Maschinenbau GmbH (B), Hamburg: customerB2 sees HSG and ZIM only
  { key: 'B-req-hsg', client: 'B', category: 'Export', carrierId: 'HSG', origin: 'BEANR', destination: 'BRSSZ', receipt: 'Hamburg', final: 'São Paulo', sailsInDays: 0, createdDaysAgo: 11, state: 'active', agent: 'operations', contact: 'customerB2', reference: 'HM-4398', cargo: [], fromRequest: 'HM-4398', watchers: ['agent', 'contact'] },
  { key: 'B-req-hsd', client: 'B', category: 'Export', carrierId: 'HSD', origin: 'BEANR', destination: 'BRSSZ', receipt: 'Hamburg', final: 'Curitiba', sailsInDays: 0, createdDaysAgo: 15, state: 'active', agent: 'sales', contact: 'customerB1', reference: 'HM-4377', cargo: [], fromRequest: 'HM-4377' },
  { key: 'B-exp-soon', client: 'B', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', receipt: 'Hamburg', final: 'Houston', sailsInDays: 4, createdDaysAgo: 7, state: 'active', statusText: 'Booked', agent: 'operations', contact: 'customerB2', reference: 'HM-4462', cargo: [hc40(3)], tags: ['Urgent'], watchers: ['agent', 'contact'] },
  { key: 'B-exp-zim', client: 'B', category: 'Export', carrierId: 'ZIM', origin: 'ITGOA', destination: 'USNYC', receipt: 'Milano', final: 'Newark', sailsInDays: 10, createdDaysAgo: 3, state: 'active', statusText: 'Confirmed', agent: 'operations', contact: 'customerB2', reference: 'HM-4466', cargo: [dry40(2)] },
  { key: 'B-exp-dal', client: 'B', category: 'Export', carrierId: 'DAL', origin: 'DEHAM', destination: 'ZADUR', receipt: 'Hamburg', final: 'Pretoria', sailsInDays: -8, createdDaysAgo: 19, state: 'active', agent: 'superadmin', contact: 'customerB1', reference: 'HM-4419', cargo: [dry20(5)] },
  { key: 'B-exp-ual', client: 'B', category: 'Export', carrierId: 'UAL', origin: 'BEANR', destination: 'NGLOS', receipt: 'Hamburg', final: 'Lagos', sailsInDays: 1, createdDaysAgo: 12, state: 'active', agent: 'sales', contact: 'customerB1', reference: 'HM-4436', cargo: [dry20(4)], tags: ['Customs hold'] },
  { key: 'B-imp-hmm', client: 'B', category: 'Import', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', receipt: 'Ningbo', final: 'Hamburg', sailsInDays: -18, createdDaysAgo: 29, state: 'active', agent: 'operations', contact: 'customerB1', reference: 'IMP-HM-0231', cargo: [hc40(2)] },
  { key: 'B-imp-zim', client: 'B', category: 'Import', carrierId: 'ZIM', origin: 'USNYC', destination: 'ITGOA', receipt: 'New York', final: 'Hamburg', sailsInDays: -9, createdDaysAgo: 21, state: 'active', agent: null, contact: 'customerB2', reference: 'IMP-HM-0236', cargo: [dry40(1)] },
  { key: 'B-imp-week', client: 'B', category: 'Import', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', receipt: 'Shanghai', final: 'Hamburg', sailsInDays: -3, createdDaysAgo: 10, state: 'active', agent: 'operations', contact: 'customerB1', reference: 'IMP-HM-0244', cargo: [dry40(3)] },
  { key: 'B-imp-zim-week', client: 'B', category: 'Import', carrierId: 'ZIM', origin: 'USNYC', destination: 'ITGOA', receipt: 'New York', final: 'Hamburg', sailsInDays: 2, createdDaysAgo: 8, state: 'active', statusText: 'Confirmed', agent: null, contact: 'customerB2', reference: 'IMP-HM-0247', cargo: [hc40(1)] },
  { key: 'B-exp-new', client: 'B', category: 'Export', carrierId: 'HSD', origin: 'DEHAM', destination: 'BRSSZ', receipt: 'Hamburg', final: 'Joinville', sailsInDays: 14, createdDaysAgo: 0, state: 'active', statusText: 'Booked', agent: null, contact: 'customerB1', reference: 'HM-4474', cargo: [dry20(3)] },
  { key: 'B-pay', client: 'B', category: 'Export', carrierId: 'HSG', origin: 'BEANR', destination: 'BRSSZ', receipt: 'Hamburg', final: 'São Paulo', sailsInDays: -30, createdDaysAgo: 41, state: 'pendingPayment', agent: 'accounting', contact: 'customerB2', reference: 'HM-4302', cargo: [hc40(1)] },
  { key: 'B-dispute', client: 'B', category: 'Export', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', receipt: 'Hamburg', final: 'Houston', sailsInDays: -44, createdDaysAgo: 58, state: 'dispute', agent: 'operations', contact: 'customerB2', reference: 'HM-4288', cargo: [dry20(2)], watchers: ['agent', 'accounting', 'contact'] },
  { key: 'B-arch-1', client: 'B', category: 'Export', carrierId: 'HSD', origin: 'DEHAM', destination: 'BRSSZ', receipt: 'Hamburg', final: 'São Paulo', sailsInDays: -55, createdDaysAgo: 68, state: 'archived', agent: 'sales', contact: 'customerB1', reference: 'HM-4251', cargo: [dry40(2)] },
  { key: 'B-arch-2', client: 'B', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', receipt: 'Hamburg', final: 'Houston', sailsInDays: -95, createdDaysAgo: 108, state: 'archived', agent: 'salesRestricted', contact: 'customerB2', reference: 'HM-4180', cargo: [hc40(2)] },
  { key: 'B-arch-3', client: 'B', category: 'Import', carrierId: 'DAL', origin: 'ZADUR', destination: 'DEHAM', receipt: 'Durban', final: 'Hamburg', sailsInDays: -140, createdDaysAgo: 160, state: 'archived', agent: 'sales', contact: 'customerB1', reference: 'IMP-HM-0187', cargo: [dry20(2)] },
  { key: 'B-rebooked', client: 'B', category: 'Export', carrierId: 'ZIM', origin: 'ITGOA', destination: 'USNYC', receipt: 'Milano', final: 'New York', sailsInDays: 2, createdDaysAgo: 16, state: 'archived', statusText: 'Rebooked', agent: 'operations', contact: 'customerB2', reference: 'HM-4409', cargo: [hc40(2)], rebookedTo: 'B-rebooking' },
  { key: 'B-rebooking', client: 'B', category: 'Export', carrierId: 'ZIM', origin: 'ITGOA', destination: 'USNYC', receipt: 'Milano', final: 'New York', sailsInDays: 9, createdDaysAgo: 5, state: 'active', statusText: 'Booked', agent: 'operations', contact: 'customerB2', reference: 'HM-4409', cargo: [hc40(2)], watchers: ['agent', 'contact'] },

  // Rhône Vins SA (C), Lyon: wine travels in reefers
  { key: 'C-req', client: 'C', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', receipt: 'Lyon', final: 'São Paulo', sailsInDays: 0, createdDaysAgo: 8, state: 'active', agent: 'sales', contact: 'customerC2', reference: 'RV-BR-0874', cargo: [], fromRequest: 'RV-BR-0874', watchers: ['contact'] },
  { key: 'C-exp-soon', client: 'C', category: 'Export', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', receipt: 'Lyon', final: 'Austin', sailsInDays: 6, createdDaysAgo: 6, state: 'active', statusText: 'Booked', agent: 'operations', contact: 'customerC1', reference: 'RV-US-0903', cargo: [reefer40(2)], tags: ['Reefer'], watchers: ['agent', 'contact'] },
  { key: 'C-exp-conf', client: 'C', category: 'Export', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', receipt: 'Beaune', final: 'Singapore', sailsInDays: 3, createdDaysAgo: 9, state: 'active', statusText: 'Confirmed', agent: 'sales', contact: 'customerC2', reference: 'RV-SG-0901', cargo: [reefer40(1)], tags: ['Reefer'] },
  { key: 'C-exp-sailed', client: 'C', category: 'Export', carrierId: 'ZIM', origin: 'ITGOA', destination: 'USNYC', receipt: 'Lyon', final: 'New York', sailsInDays: -10, createdDaysAgo: 24, state: 'active', agent: 'operations', contact: 'customerC1', reference: 'RV-US-0884', cargo: [reefer40(3)], tags: ['Reefer'] },
  { key: 'C-exp-tarros', client: 'C', category: 'Export', carrierId: 'TARROS', origin: 'FRFOS', destination: 'EGPSD', receipt: 'Lyon', final: 'Cairo', sailsInDays: -4, createdDaysAgo: 13, state: 'active', agent: null, contact: 'customerC1', reference: 'RV-EG-0879', cargo: [dry20(1)] },
  { key: 'C-imp-sea', client: 'C', category: 'Import', carrierId: 'HMM', origin: 'CNSHA', destination: 'NLRTM', receipt: 'Shanghai', final: 'Lyon', sailsInDays: -15, createdDaysAgo: 25, state: 'active', agent: 'operations', contact: 'customerC2', reference: 'IMP-RV-0112', cargo: [dry40(2)], watchers: ['agent'] },
  { key: 'C-imp-arr', client: 'C', category: 'Import', carrierId: 'HMM', origin: 'SGSIN', destination: 'DEHAM', receipt: 'Singapore', final: 'Lyon', sailsInDays: -27, createdDaysAgo: 36, state: 'active', agent: null, contact: 'customerC1', reference: 'IMP-RV-0108', cargo: [dry20(1)] },
  { key: 'C-imp-week', client: 'C', category: 'Import', carrierId: 'CMA', origin: 'SGSIN', destination: 'NLRTM', receipt: 'Singapore', final: 'Lyon', sailsInDays: 1, createdDaysAgo: 9, state: 'active', agent: 'sales', contact: 'customerC2', reference: 'IMP-RV-0121', cargo: [reefer40(1)], tags: ['Reefer'] },
  { key: 'C-exp-new', client: 'C', category: 'Export', carrierId: 'MACS', origin: 'DEHAM', destination: 'ZADUR', receipt: 'Lyon', final: 'Johannesburg', sailsInDays: 13, createdDaysAgo: 2, state: 'active', statusText: 'Booked', agent: null, contact: 'customerC2', reference: 'RV-ZA-0909', cargo: [dry20(1)] },
  { key: 'C-pay', client: 'C', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', receipt: 'Lyon', final: 'Rio de Janeiro', sailsInDays: -35, createdDaysAgo: 47, state: 'pendingPayment', agent: 'accounting', contact: 'customerC2', reference: 'RV-BR-0832', cargo: [dry20(2)] },
  { key: 'C-dispute', client: 'C', category: 'Export', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', receipt: 'Beaune', final: 'Singapore', sailsInDays: -48, createdDaysAgo: 60, state: 'dispute', agent: 'sales', contact: 'customerC1', reference: 'RV-SG-0815', cargo: [reefer40(1)], tags: ['Reefer'], watchers: ['agent', 'accounting'] },
  { key: 'C-arch-1', client: 'C', category: 'Export', carrierId: 'ZIM', origin: 'ESVLC', destination: 'USHOU', receipt: 'Lyon', final: 'Houston', sailsInDays: -52, createdDaysAgo: 64, state: 'archived', agent: 'operations', contact: 'customerC1', reference: 'RV-US-0801', cargo: [reefer40(2)] },
  { key: 'C-arch-2', client: 'C', category: 'Export', carrierId: 'HSG', origin: 'DEHAM', destination: 'USHOU', receipt: 'Lyon', final: 'Dallas', sailsInDays: -92, createdDaysAgo: 104, state: 'archived', agent: 'superadmin', contact: 'customerC2', reference: 'RV-US-0766', cargo: [reefer40(1)] },
  { key: 'C-arch-3', client: 'C', category: 'Import', carrierId: 'HMM', origin: 'CNSHA', destination: 'DEHAM', receipt: 'Shanghai', final: 'Lyon', sailsInDays: -135, createdDaysAgo: 150, state: 'archived', agent: 'operations', contact: 'customerC1', reference: 'IMP-RV-0071', cargo: [dry40(1)] },
  { key: 'C-rebooked', client: 'C', category: 'Export', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', receipt: 'Beaune', final: 'Singapore', sailsInDays: 1, createdDaysAgo: 18, state: 'archived', statusText: 'Rebooked', agent: 'sales', contact: 'customerC2', reference: 'RV-SG-0893', cargo: [reefer40(2)], rebookedTo: 'C-rebooking' },
  { key: 'C-rebooking', client: 'C', category: 'Export', carrierId: 'CMA', origin: 'NLRTM', destination: 'SGSIN', receipt: 'Beaune', final: 'Singapore', sailsInDays: 8, createdDaysAgo: 6, state: 'active', statusText: 'Booked', agent: 'sales', contact: 'customerC2', reference: 'RV-SG-0893', cargo: [reefer40(2)], tags: ['Reefer'], watchers: ['agent', 'contact'] },
];

/** Comments on the demo bookings (by plan key): customers asking, staff answering in public and among themselves. */
export interface BookingCommentPlan {
  by: 'contact' | 'agent' | DemoUserKey;
  text: string;
  /** Users mentioned ('agent' is the booking's agent). */
  mentions?: ('agent' | DemoUserKey)[];
  /** Staff comments are internal unless shared. */
  shared?: boolean;
  pinned?: boolean;
  hoursAgo: number;
}

// prettier-ignore
export const BOOKING_COMMENTS: Record<string, BookingCommentPlan[]> = {
  'A-exp-soon': [
    { by: 'contact', text: 'The two 40HC can be loaded on Thursday morning. Is the VGM deadline still Friday noon?', mentions: ['agent'], hoursAgo: 30 },
    { by: 'agent', text: 'Yes, VGM closes Friday 12:00 at the terminal. Please send it by Thursday evening.', shared: true, pinned: true, hoursAgo: 27 },
    { by: 'agent', text: 'Trucker confirmed the slot; watch the Altenwerder gate queue.', mentions: ['sales'], hoursAgo: 6 },
  ],
  'A-exp-sailed': [
    { by: 'agent', text: 'Shipped on board; the B/L draft is on the checklist for your approval.', shared: true, hoursAgo: 120 },
    { by: 'contact', text: 'Draft approved, thank you.', hoursAgo: 96 },
  ],
  'A-dispute': [
    { by: 'accounting', text: 'Carrier invoice shows demurrage for 6 days; customer disputes 4 of them.', mentions: ['agent'], hoursAgo: 70 },
    { by: 'agent', text: 'We are checking the gate-in times with the terminal and come back to you this week.', shared: true, pinned: true, hoursAgo: 48 },
    { by: 'contact', text: 'The truck was at the gate on the 14th; the terminal turned it away.', hoursAgo: 20 },
  ],
  'B-exp-soon': [
    { by: 'contact', text: 'Heavy machinery parts: do we need lashing certificates for the 40HC?', mentions: ['agent'], hoursAgo: 40 },
    { by: 'agent', text: 'Not for standard lashing; please keep the packing list with the weights per crate.', shared: true, hoursAgo: 36 },
    { by: 'agent', text: 'Ask HSG whether the Houston discharge can be moved to the next voyage if needed.', mentions: ['salesRestricted'], hoursAgo: 8 },
  ],
  'B-dispute': [
    { by: 'contact', text: 'The freight invoice charges a peak season surcharge that was not in the quote.', mentions: ['agent'], hoursAgo: 90 },
    { by: 'agent', text: 'Quote was valid until the 3rd; booking was made on the 5th. Check with ZIM before answering.', mentions: ['accounting'], hoursAgo: 80 },
    { by: 'agent', text: 'We have asked ZIM to waive the surcharge and will come back to you.', shared: true, pinned: true, hoursAgo: 60 },
  ],
  'B-imp-hmm': [
    { by: 'contact', text: 'Please arrange customs clearance in Hamburg; the T1 is not needed.', hoursAgo: 50 },
    { by: 'agent', text: 'Noted: import clearance in Hamburg, delivery to your plant after release.', shared: true, hoursAgo: 46 },
  ],
  'C-exp-soon': [
    { by: 'contact', text: 'Reefers at +12 °C, humidity 70 %, please. The wine must not freeze in the truck.', mentions: ['agent'], hoursAgo: 28 },
    { by: 'agent', text: 'Set on the booking: +12 °C, 70 % humidity. Pre-trip inspection done at the depot.', shared: true, pinned: true, hoursAgo: 24 },
    { by: 'agent', text: 'Genset needed for the road leg Lyon–Valencia; book it with the trucker.', mentions: ['operations'], hoursAgo: 10 },
  ],
  'C-dispute': [
    { by: 'contact', text: 'Temperature log shows +18 °C for six hours during discharge. We will claim.', mentions: ['agent'], hoursAgo: 100 },
    { by: 'agent', text: 'Forward the reefer log to CMA with the claim notice today.', mentions: ['accounting'], hoursAgo: 98 },
  ],
};
