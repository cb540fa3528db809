/** Types of builds.mjs for the TypeScript that imports it (its test). */
export interface Build {
  inputs: string[];
  outputs: string[];
  command: string[];
}
export const ROOT: string;
export const BUILDS: Record<'web' | 'server', Build>;
export function sourceHash(build: Pick<Build, 'inputs'>, root?: string): string;
export function isFresh(build: Pick<Build, 'inputs' | 'outputs'>, root?: string, hash?: string): boolean;
export function stamp(build: Pick<Build, 'inputs' | 'outputs'>, root?: string, hash?: string): void;
export function buildIfChanged(name: 'web' | 'server'): Promise<boolean>;
