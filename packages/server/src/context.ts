import type { Db } from './db/client.js';

/** What services need besides their input. */
export type Deps = {
  db: Db;
  /** Base of links in mails, without trailing slash. */
  publicUrl: string;
};
