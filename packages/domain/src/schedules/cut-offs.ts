/** DCSA cut-off time codes with readable names (shared/data dcsa cutofftimecodes.csv). */
export const CUT_OFF_LABELS: Readonly<Record<string, string>> = {
  DCO: 'Documentation cut-off',
  VCO: 'VGM cut-off',
  FCO: 'FCL delivery cut-off',
  LCO: 'LCL delivery cut-off',
  ECP: 'Empty container pick-up',
  EFC: 'Earliest full-container delivery',
};

export function cutOffLabel(code: string): string {
  return CUT_OFF_LABELS[code] ?? code;
}
