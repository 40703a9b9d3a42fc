import type { BuildFlags } from '@foyer/shared';
import type { Db } from './db/client.js';
import type { SmsSender } from './platform/sms/sms.js';

/** What services need besides their input. */
export type Deps = {
  db: Db;
  /** Base of links in mails, without trailing slash. */
  publicUrl: string;
  /** Build flags; BUILD_FLAGS unless a test switches one. */
  flags?: Readonly<BuildFlags>;
  /** SMS provider; the outbox (listed at /dev/mailbox) unless configured. */
  sms?: SmsSender;
};
