import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { EventBus } from './events/types.ts';
import type { FileStore } from './files/index.ts';

/**
 * What services need from the platform. Built once in app.ts; later parts (events, mail, files) are added
 * to it as they are created so a module gets everything through one object.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  events: EventBus;
  files: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
