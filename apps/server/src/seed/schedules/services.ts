/**
 * Weekly demo services of the twelve carriers on trades that fit them. Rotations are [UN/LOCODE, day offset from
 * the first departure]; transit times follow the published pro-formas of such loops, rounded to whole days.
 * Hubs (Algeciras, Rotterdam, Antwerp, Singapore, Tanger Med) let the search build transshipments.
 */
export interface DemoService {
  carrierId: string;
  code: string;
  name: string;
  rotation: Array<[port: string, day: number]>;
  /** Vessel names of the loop, in deployment order. */
  vessels: string[];
}

export const DEMO_SERVICES: DemoService[] = [
  {
    carrierId: 'HSG',
    code: 'SAE',
    name: 'North Europe – East Coast South America',
    rotation: [
      ['DEHAM', 0],
      ['NLRTM', 3],
      ['BEANR', 4],
      ['FRLEH', 6],
      ['ESALG', 10],
      ['BRSSZ', 21],
      ['BRPNG', 23],
      ['BRRIG', 25],
      ['UYMVD', 27],
      ['ARBUE', 28],
    ],
    vessels: [
      'SANTOS EXPRESS',
      'RIO DE JANEIRO EXPRESS',
      'BUENOS AIRES EXPRESS',
      'MONTEVIDEO EXPRESS',
      'SAO PAULO EXPRESS',
      'PARANAGUA EXPRESS',
    ],
  },
  {
    carrierId: 'HSG',
    code: 'GME',
    name: 'North Europe – US Gulf',
    rotation: [
      ['DEHAM', 0],
      ['DEBRV', 1],
      ['NLRTM', 3],
      ['BEANR', 4],
      ['USNYC', 14],
      ['USSAV', 17],
      ['USHOU', 21],
    ],
    vessels: ['HOUSTON EXPRESS', 'SAVANNAH EXPRESS', 'NEW YORK EXPRESS', 'BREMEN EXPRESS'],
  },
  {
    carrierId: 'HSD',
    code: 'SAMBA',
    name: 'North Europe – Brazil',
    rotation: [
      ['DEHAM', 0],
      ['BEANR', 3],
      ['NLRTM', 4],
      ['ESVLC', 9],
      ['BRSSZ', 22],
      ['BRITJ', 24],
      ['ARBUE', 27],
    ],
    vessels: ['CAP SAN LORENZO', 'CAP SAN MARCO', 'CAP SAN NICOLAS', 'CAP SAN RAPHAEL', 'CAP SAN ANTONIO'],
  },
  {
    carrierId: 'ALIANCA',
    code: 'SSA',
    name: 'Europe – South America',
    rotation: [
      ['DEBRV', 0],
      ['NLRTM', 2],
      ['BEANR', 3],
      ['BRSSZ', 18],
      ['BRRIG', 21],
      ['ARBUE', 23],
    ],
    vessels: ['ALIANCA MANAUS', 'ALIANCA SANTOS', 'ALIANCA ITAJAI', 'ALIANCA RECIFE'],
  },
  {
    carrierId: 'CMA',
    code: 'FAL',
    name: 'North Europe – Middle East – Asia',
    rotation: [
      ['NLRTM', 0],
      ['FRLEH', 2],
      ['ESALG', 6],
      ['EGPSD', 10],
      ['AEJEA', 17],
      ['INNSA', 20],
      ['SGSIN', 26],
      ['CNSHA', 32],
    ],
    vessels: [
      'CMA CGM MARCO POLO',
      'CMA CGM ALEXANDER VON HUMBOLDT',
      'CMA CGM JULES VERNE',
      'CMA CGM ANTOINE DE SAINT EXUPERY',
      'CMA CGM JACQUES SAADE',
    ],
  },
  {
    carrierId: 'HMM',
    code: 'FE4',
    name: 'Far East – North Europe',
    rotation: [
      ['CNSHA', 0],
      ['CNNGB', 2],
      ['KRPUS', 4],
      ['SGSIN', 9],
      ['NLRTM', 31],
      ['DEHAM', 34],
      ['GBFXT', 37],
    ],
    vessels: ['HMM ALGECIRAS', 'HMM COPENHAGEN', 'HMM DUBLIN', 'HMM GDANSK', 'HMM HAMBURG', 'HMM HELSINKI'],
  },
  {
    carrierId: 'ZIM',
    code: 'ZGX',
    name: 'Mediterranean – US East Coast and Gulf',
    rotation: [
      ['ITGOA', 0],
      ['ITSPE', 1],
      ['ESVLC', 4],
      ['USNYC', 16],
      ['USSAV', 19],
      ['USHOU', 23],
    ],
    vessels: ['ZIM SAMMY OFER', 'ZIM ATLANTIC', 'ZIM ANTWERP', 'ZIM NEW YORK'],
  },
  {
    carrierId: 'DAL',
    code: 'SAFARI',
    name: 'North Europe – South Africa',
    rotation: [
      ['DEHAM', 0],
      ['BEANR', 3],
      ['NLRTM', 4],
      ['ZACPT', 22],
      ['ZADUR', 26],
    ],
    vessels: ['DAL KALAHARI', 'DAL KAROO', 'DAL NAMIB', 'DAL ZAMBEZI'],
  },
  {
    carrierId: 'UAL',
    code: 'WAX',
    name: 'North Europe – West Africa',
    rotation: [
      ['BEANR', 0],
      ['NLRTM', 1],
      ['MAPTM', 6],
      ['GHTEM', 14],
      ['TGLFW', 16],
      ['NGLOS', 18],
      ['CIABJ', 22],
    ],
    vessels: ['UAL AFRICA', 'UAL AMERICA', 'UAL EUROPE', 'UAL TEXAS'],
  },
  {
    carrierId: 'MACS',
    code: 'SAF',
    name: 'Europe – South and East Africa',
    rotation: [
      ['DEHAM', 0],
      ['BEANR', 4],
      ['ESALG', 9],
      ['ZADUR', 25],
      ['ZACPT', 29],
    ],
    vessels: ['MACS DURBAN', 'MACS CAPE TOWN', 'MACS WALVIS BAY', 'MACS MAPUTO'],
  },
  {
    carrierId: 'SLOM',
    code: 'MWA',
    name: 'Mediterranean – West Africa',
    rotation: [
      ['ESVLC', 0],
      ['ESALG', 2],
      ['MAPTM', 3],
      ['CIABJ', 11],
      ['GHTEM', 13],
      ['TGLFW', 15],
      ['NGLOS', 17],
    ],
    vessels: ['SLOMAN COMMANDER', 'SLOMAN CHALLENGER', 'SLOMAN DISCOVERER'],
  },
  {
    carrierId: 'STNN',
    code: 'BAF',
    name: 'Baltic feeder',
    rotation: [
      ['DEHAM', 0],
      ['DEBRV', 1],
      ['PLGDN', 4],
      ['LTKLJ', 5],
      ['FIHEL', 7],
      ['DEHAM', 10],
    ],
    vessels: ['STINNES BALTIC', 'STINNES NORDIC'],
  },
  {
    carrierId: 'TARROS',
    code: 'TMX',
    name: 'Western Mediterranean – North Africa',
    rotation: [
      ['ITSPE', 0],
      ['ITGOA', 1],
      ['FRFOS', 2],
      ['ESBCN', 3],
      ['ESVLC', 4],
      ['MAPTM', 6],
      ['EGPSD', 10],
    ],
    vessels: ['TARROS GAGE', 'TARROS MAS'],
  },
];
