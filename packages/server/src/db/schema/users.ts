import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased; the unique index is on lower(email) as a second guard. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    registrationState: text('registration_state', { enum: ['STEP_1', 'STEP_2', 'STEP_3', 'COMPLETE'] })
      .notNull()
      .default('STEP_1'),
    accountType: integer('account_type').notNull().default(0),
    /** The main account of a sub-account (accountType 1), null for a main account; removing it removes its team. */
    mainAccountId: uuid('main_account_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** A sub-account's role in the team, as the main account describes it. */
    roleDescription: text('role_description').notNull().default(''),
    /**
     * The events a sub-account may reach: null for every event of the account (the default, and
     * always for a main account), else the chosen ones (ids of deleted events are taken out).
     */
    eventIds: uuid('event_ids').array(),
    /** When a sub-account was (last) invited; null for a main account. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Set at every login (password, login link, invitation). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default(''),
    vatId: text('vat_id').notNull().default(''),
    phone: text('phone').notNull().default(''),
    registrationCode: text('registration_code'),
    language: text('language', { enum: ['en', 'de', 'es', 'fr'] })
      .notNull()
      .default('en'),
    premium: boolean('premium').notNull().default(false),
    business: boolean('business').notNull().default(false),
    confirmationResends: integer('confirmation_resends').notNull().default(0),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_main_account_idx').on(t.mainAccountId),
  ],
);

export type UserRow = typeof users.$inferSelect;
