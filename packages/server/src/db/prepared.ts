import type { Db } from './client.js';

/**
 * A statement that `prepare` makes on a database handle once, at its first use there, and keeps for
 * that handle: drizzle builds its SQL once, and PostgreSQL parses and plans it once per connection
 * (a named statement). For the queries of every request (issue 20, P1). Values go in as
 * placeholders, which skip the columns' encoders: pass them as the driver takes them.
 */
export function preparedOn<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) {
      statement = prepare(db);
      made.set(db, statement);
    }
    return statement;
  };
}
