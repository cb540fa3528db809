import { DEFAULT_TARIFF_DAYS, type TLineTariffs } from '@portal/domain';

/**
 * The free time a demo line was agreed with: DEM/DET on every line (the default 14 days, 21 on every third
 * carrier's lines), storage at the terminal on most, plug-in days on reefers only.
 */
export function demoTariffs(carrierId: string, reefer: boolean, seed: number): TLineTariffs {
  const generous = carrierId.charCodeAt(0) % 3 === 0;
  return {
    demDetTariffs: [
      {
        id: `${carrierId}-DD-${generous ? 'EXT' : 'STD'}`,
        days: generous ? 21 : DEFAULT_TARIFF_DAYS,
        text: 'Combined free time',
        description: 'Demurrage and detention free days from discharge, merchant haulage.',
      },
    ],
    storageTariffs:
      seed % 4 === 3
        ? []
        : [
            {
              id: `${carrierId}-ST-POL`,
              days: 7,
              text: 'Terminal storage at POL',
              description: 'Free storage at the port of loading before the vessel closing.',
            },
          ],
    pluginTariffs: reefer
      ? [
          {
            id: `${carrierId}-PI-STD`,
            days: 3,
            text: 'Reefer plug-in',
            description: 'Free plug-in days at the terminal; monitoring included.',
          },
        ]
      : [],
  };
}
