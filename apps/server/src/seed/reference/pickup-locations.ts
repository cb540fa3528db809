import type { DbOrTx } from '../../platform/db/client.ts';
import { pickupLocations } from '../../platform/db/schema/index.ts';

type PickupLocationInsert = typeof pickupLocations.$inferInsert;

/**
 * Empty-container depots near the demo customers and the ports they ship through. Depot names and places are
 * real kinds of places (port and inland depots); street addresses are plausible, not verified. Ids are
 * hand-written slugs (not UN/LOCODEs) so they never change when a name is corrected.
 */
export const PICKUP_LOCATIONS: PickupLocationInsert[] = [
  {
    id: 'hamburg-dradenau',
    name: 'CTD Container-Terminal Dradenau',
    street: 'Dradenaustraße 10',
    city: 'Hamburg',
    zip: '21129',
    countryCode: 'DE',
  },
  {
    id: 'hamburg-waltershof',
    name: 'HCCR Container Depot Waltershof',
    street: 'Am Ballinkai 1',
    city: 'Hamburg',
    zip: '21129',
    countryCode: 'DE',
  },
  {
    id: 'hamburg-billwerder',
    name: 'DUSS Terminal Hamburg-Billwerder',
    street: 'Moorfleeter Deich 351',
    city: 'Hamburg',
    zip: '22113',
    countryCode: 'DE',
  },
  {
    id: 'bremerhaven-depot',
    name: 'Container Depot Bremerhaven',
    street: 'Senator-Borttscheller-Straße 1',
    city: 'Bremerhaven',
    zip: '27568',
    countryCode: 'DE',
  },
  {
    id: 'duisburg-logport',
    name: 'Duisburg Intermodal Terminal logport',
    street: 'Zum Containerhafen 1',
    city: 'Duisburg',
    zip: '47229',
    countryCode: 'DE',
  },
  {
    id: 'mannheim-contargo',
    name: 'Contargo Rhein-Neckar Mannheim',
    street: 'Rheinvorlandstraße 7',
    city: 'Mannheim',
    zip: '68159',
    countryCode: 'DE',
  },
  {
    id: 'munich-riem',
    name: 'DUSS Terminal München-Riem',
    street: 'Am Moosfeld 51',
    city: 'München',
    zip: '81829',
    countryCode: 'DE',
  },
  {
    id: 'basel-kleinhueningen',
    name: 'Contargo Basel Kleinhüningen',
    street: 'Hafenstrasse 25',
    city: 'Basel',
    zip: '4057',
    countryCode: 'CH',
  },
  {
    id: 'frenkendorf-swissterminal',
    name: 'Swissterminal Frenkendorf',
    street: 'Rheinstrasse 79',
    city: 'Frenkendorf',
    zip: '4402',
    countryCode: 'CH',
  },
  {
    id: 'ruemlang-depot',
    name: 'Container Depot Rümlang',
    street: 'Riedmatt 3',
    city: 'Rümlang',
    zip: '8153',
    countryCode: 'CH',
  },
  {
    id: 'rotterdam-botlek',
    name: 'Medrepair Rotterdam Botlek',
    street: 'Butaanweg 15',
    city: 'Rotterdam',
    zip: '3196 KC',
    countryCode: 'NL',
  },
  {
    id: 'rotterdam-maasvlakte',
    name: 'Kramer Depot Maasvlakte',
    street: 'Maasvlakteplein 1',
    city: 'Rotterdam',
    zip: '3199 LJ',
    countryCode: 'NL',
  },
  {
    id: 'venlo-depot',
    name: 'Container Depot Venlo',
    street: 'Celsiusweg 6',
    city: 'Venlo',
    zip: '5928 PR',
    countryCode: 'NL',
  },
  {
    id: 'antwerp-depot',
    name: 'Antwerp Container Depot',
    street: 'Scheldelaan 600, Haven 1227',
    city: 'Antwerpen',
    zip: '2040',
    countryCode: 'BE',
  },
  {
    id: 'liege-trilogiport',
    name: 'Liège Trilogiport Container Depot',
    street: 'Avenue du Trilogiport 1',
    city: 'Hermalle-sous-Argenteau',
    zip: '4681',
    countryCode: 'BE',
  },
  {
    id: 'le-havre-depot',
    name: 'Terminal de Normandie Container Depot',
    street: 'Route de l’Estuaire',
    city: 'Le Havre',
    zip: '76600',
    countryCode: 'FR',
  },
  {
    id: 'lyon-herriot',
    name: 'Lyon Terminal Port Edouard Herriot',
    street: '2 Rue de Dole',
    city: 'Lyon',
    zip: '69007',
    countryCode: 'FR',
  },
  {
    id: 'fos-depot',
    name: 'Marseille Fos Container Depot',
    street: 'Route du Guigonnet',
    city: 'Fos-sur-Mer',
    zip: '13270',
    countryCode: 'FR',
  },
  {
    id: 'genoa-depot',
    name: 'Genoa Container Service',
    street: 'Via Pionieri e Aviatori d’Italia 50',
    city: 'Genova',
    zip: '16154',
    countryCode: 'IT',
  },
  {
    id: 'milan-segrate',
    name: 'Milano Smistamento Container Depot',
    street: 'Via Enrico Mattei 1',
    city: 'Segrate',
    zip: '20054',
    countryCode: 'IT',
  },
  {
    id: 'valencia-depot',
    name: 'Valencia Container Depot',
    street: 'Carrer de la Travesía 15',
    city: 'Valencia',
    zip: '46024',
    countryCode: 'ES',
  },
  {
    id: 'barcelona-zal',
    name: 'Barcelona ZAL Container Depot',
    street: 'Carrer 60, 19',
    city: 'Barcelona',
    zip: '08040',
    countryCode: 'ES',
  },
  {
    id: 'felixstowe-depot',
    name: 'Felixstowe Empty Container Depot',
    street: 'Dock Road',
    city: 'Felixstowe',
    zip: 'IP11 3SW',
    countryCode: 'GB',
  },
  {
    id: 'gdansk-depot',
    name: 'Gdańsk Container Depot',
    street: 'ul. Kontenerowa 7',
    city: 'Gdańsk',
    zip: '80-601',
    countryCode: 'PL',
  },
  {
    id: 'koper-depot',
    name: 'Koper Container Depot',
    street: 'Vojkovo nabrežje 38',
    city: 'Koper',
    zip: '6000',
    countryCode: 'SI',
  },
  {
    id: 'vienna-freudenau',
    name: 'WienCont Freudenau',
    street: 'Freudenauer Hafenstraße 8',
    city: 'Wien',
    zip: '1020',
    countryCode: 'AT',
  },
];

/** Insert missing ones only: staff may edit depots and a re-run must not undo that. */
export async function seedPickupLocations(db: DbOrTx): Promise<number> {
  await db
    .insert(pickupLocations)
    .values(PICKUP_LOCATIONS)
    .onConflictDoNothing({ target: pickupLocations.id });
  return PICKUP_LOCATIONS.length;
}
