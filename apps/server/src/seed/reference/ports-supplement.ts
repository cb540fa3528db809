/**
 * Hand-written corrections to the copied port lists, from public port information. sea-ports' README warns that
 * some coordinates are wrong, and a few zones are wrong or not IANA names; these are the ones the demo trades
 * touch or a scan for zones outside their country's continent found.
 */
export interface PortPatch {
  id: string;
  name?: string;
  city?: string;
  countryCode?: string;
  timeZone?: string;
  latitude?: number;
  longitude?: number;
}

/** Ports the lists lack: must be complete. */
export const PORT_ADDITIONS: Required<PortPatch>[] = [
  {
    id: 'TRAMR',
    name: 'Ambarli',
    city: 'Istanbul',
    countryCode: 'TR',
    timeZone: 'Europe/Istanbul',
    latitude: 40.9667,
    longitude: 28.6833,
  },
];

/** Fields to overwrite on ports the lists have. */
export const PORT_CORRECTIONS: PortPatch[] = [
  { id: 'ARBUE', timeZone: 'America/Argentina/Buenos_Aires', latitude: -34.585, longitude: -58.37 },
  { id: 'ARRIC', timeZone: 'America/Argentina/Buenos_Aires' },
  { id: 'PAMIT', name: 'Manzanillo (Colón)', city: 'Colón', latitude: 9.365, longitude: -79.885 },
  { id: 'CNYTN', name: 'Yantian', city: 'Shenzhen', latitude: 22.577, longitude: 114.27 },
  { id: 'MAPTM', latitude: 35.887, longitude: -5.5 },
  { id: 'INNSA', timeZone: 'Asia/Kolkata' },
  { id: 'MXVER', timeZone: 'America/Mexico_City' },
  { id: 'BRMAO', timeZone: 'America/Manaus' },
  { id: 'CLCAP', timeZone: 'America/Santiago' },
  { id: 'GBBAD', timeZone: 'Europe/London' },
  { id: 'JPONA', timeZone: 'Asia/Tokyo' },
  { id: 'PTHOR', timeZone: 'Atlantic/Azores' },
  { id: 'VEGUB', timeZone: 'America/Caracas' },
];
