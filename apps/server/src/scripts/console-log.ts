import type { FastifyBaseLogger } from 'fastify';

const quiet = () => undefined;

/** A logger for one-off commands: warnings and errors on the console, the rest dropped. */
export const consoleLog: FastifyBaseLogger = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => consoleLog,
};
