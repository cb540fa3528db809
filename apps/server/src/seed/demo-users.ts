/**
 * The demo companies and people. Tests and the start-up banner read these, so keep them stable.
 * Client keys A, B and C are the three customer companies.
 */
export const DEMO_CLIENTS = {
  A: { erpClientId: '100100', name: 'Alpina Trading AG', city: 'Basel', countryCode: 'CH' },
  B: { erpClientId: '100200', name: 'Hanse Maschinenbau GmbH', city: 'Hamburg', countryCode: 'DE' },
  C: { erpClientId: '100300', name: 'Rhône Vins SA', city: 'Lyon', countryCode: 'FR' },
} as const;

export type DemoClientKey = keyof typeof DEMO_CLIENTS;

interface DemoUser {
  firstName: string;
  lastName: string;
  emailAddress: string;
  erpUserId: string;
  client: DemoClientKey | null;
  role: 'superadmin' | 'sales' | 'operations' | null;
  isAdmin: boolean;
  /** Team the user belongs to, by name (teams are seeded too). */
  team?: string;
  carriers?: string[];
  /** Has dismissed the guided-tour prompt; the others are newcomers who still see it (spec 001 §2.2). */
  dontShowGuide?: boolean;
}

export const DEMO_USERS = {
  customerA1: {
    firstName: 'Anna',
    lastName: 'Keller',
    emailAddress: 'anna.keller@alpina-trading.ch',
    erpUserId: 'C100101',
    client: 'A',
    role: null,
    isAdmin: false,
  },
  customerA2: {
    firstName: 'Marco',
    lastName: 'Brunner',
    emailAddress: 'marco.brunner@alpina-trading.ch',
    erpUserId: 'C100102',
    client: 'A',
    role: null,
    isAdmin: false,
  },
  customerB1: {
    firstName: 'Jonas',
    lastName: 'Petersen',
    emailAddress: 'jonas.petersen@hanse-maschinenbau.de',
    erpUserId: 'C100201',
    client: 'B',
    role: null,
    isAdmin: false,
  },
  customerB2: {
    firstName: 'Lea',
    lastName: 'Schulz',
    emailAddress: 'lea.schulz@hanse-maschinenbau.de',
    erpUserId: 'C100202',
    client: 'B',
    role: null,
    isAdmin: false,
    carriers: ['HSG', 'ZIM'],
  },
  customerC1: {
    firstName: 'Claire',
    lastName: 'Martin',
    emailAddress: 'claire.martin@rhone-vins.fr',
    erpUserId: 'C100301',
    client: 'C',
    role: null,
    isAdmin: false,
  },
  customerC2: {
    firstName: 'Hugo',
    lastName: 'Bernard',
    emailAddress: 'hugo.bernard@rhone-vins.fr',
    erpUserId: 'C100302',
    client: 'C',
    role: null,
    isAdmin: false,
  },
  superadmin: {
    firstName: 'Sabine',
    lastName: 'Meier',
    emailAddress: 'sabine.meier@freight-portal.local',
    erpUserId: 'S0001',
    client: null,
    role: 'superadmin',
    isAdmin: true,
    dontShowGuide: true,
  },
  sales: {
    firstName: 'Luca',
    lastName: 'Rossi',
    emailAddress: 'luca.rossi@freight-portal.local',
    erpUserId: 'S0002',
    client: null,
    role: 'sales',
    isAdmin: true,
    team: 'Sales & Customer Service',
  },
  operations: {
    firstName: 'Olivia',
    lastName: 'Frei',
    emailAddress: 'olivia.frei@freight-portal.local',
    erpUserId: 'S0003',
    client: null,
    role: 'operations',
    isAdmin: true,
    team: 'Export Operations',
    carriers: ['HSG', 'HMM', 'ZIM'],
  },
  accounting: {
    firstName: 'Thomas',
    lastName: 'Huber',
    emailAddress: 'thomas.huber@freight-portal.local',
    erpUserId: 'S0004',
    client: null,
    role: 'sales',
    isAdmin: true,
    team: 'Carrier Payments',
    dontShowGuide: true,
  },
  /** A carrier-restricted staff member without privilege (spec 000 §6): sees HSG's quotes and requests only. */
  salesRestricted: {
    firstName: 'Felix',
    lastName: 'Wyss',
    emailAddress: 'felix.wyss@freight-portal.local',
    erpUserId: 'S0005',
    client: null,
    role: 'sales',
    isAdmin: false,
    team: 'Sales & Customer Service',
    carriers: ['HSG'],
  },
  /**
   * A new colleague at the forwarder with neither a role nor admin rights yet: whom Team Management's "Add admin"
   * offers (spec 002 §4, §6 "Non-admins without a role are eligible to become admins").
   */
  newcomer: {
    firstName: 'Nina',
    lastName: 'Graf',
    emailAddress: 'nina.graf@freight-portal.local',
    erpUserId: 'S0006',
    client: null,
    role: null,
    isAdmin: false,
  },
} as const satisfies Record<string, DemoUser>;

export type DemoUserKey = keyof typeof DEMO_USERS;

/**
 * The staff's teams. What a team takes on My Day (issue 12, spec 002 §3 "Team"): operations teams the tasks of
 * the checklist items they name, accounting teams the task types they name, of their carriers and categories.
 */
export const DEMO_TEAMS = [
  {
    name: 'Export Operations',
    teamType: 'operations',
    categories: ['Export'],
    carriers: ['HSG', 'HMM', 'ZIM'],
    checklistItems: ['DEPOT_OUT', 'GATE_IN', 'SHIPPED_ON_BOARD'],
    taskTypes: [],
  },
  {
    name: 'Sales & Customer Service',
    teamType: 'operations',
    categories: ['Export', 'Import'],
    carriers: [],
    checklistItems: ['B_L'],
    taskTypes: [],
  },
  {
    name: 'Carrier Payments',
    teamType: 'accounting',
    categories: ['Export', 'Import'],
    carriers: [],
    checklistItems: [],
    taskTypes: [
      'FREIGHT_COLLECTION',
      'INVOICE_UPLOAD',
      'COST_COMPARISON',
      'COMMISSION_CHECK',
      'COMMISSION_CORRECTION',
      'PAYMENT_APPROVAL',
      'CLEAR_INVOICE',
    ],
  },
] as const;

/** Reassignment rules of the demo (issue 12): an agent's tasks of a carrier go to a colleague. */
export const DEMO_REASSIGNMENT_RULES: readonly { from: DemoUserKey; carrierId: string; to: DemoUserKey }[] = [
  { from: 'sales', carrierId: 'CMA', to: 'superadmin' },
  { from: 'sales', carrierId: 'UAL', to: 'operations' },
  // Team Management's "Reassign users" tab shows several rules on a first start (issue 21).
  { from: 'salesRestricted', carrierId: 'HSG', to: 'sales' },
];
