import { startPortal } from './start.ts';

await startPortal();
