/** Types of precompress.mjs for the TypeScript that imports it (its test). */
export const WEB_DIST: string;
export function precompress(options?: { dir?: string; concurrency?: number }): Promise<number>;
