/**
 * The container line form of spec 000 §4 "Container line rules" and 001 §5, shared by the online booking's cargo
 * step and the request page's edit mode: one card per line (CargoLineCard) on the line values of line.ts, which
 * the domain's lines schema (zCargoLinesForm) checks.
 */
export { CargoLineCard, type CargoLineCardProps } from './cargo-line-card.tsx';
export * from './line.ts';
export { VENTILATION_LABELS } from './ventilation.ts';
