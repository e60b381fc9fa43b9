/**
 * Column and constraint helpers shared by the schema files in `./schema`. Kept outside that folder so the
 * schema barrel (and with it `db.query`) only holds tables and relations.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { check, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The values of a contracts enum (zod) as the non-empty tuple that `text(name, { enum })` expects. */
export function enumValues<T extends string>(schema: { options: readonly T[] }): [T, ...T[]] {
  return schema.options as [T, ...T[]];
}

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`; the latter is bumped by Drizzle on every update through the ORM. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Constant values as an SQL literal list: check constraints are DDL and cannot take bind parameters. */
function literalList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

function checkName(column: AnyPgColumn, suffix: string): string {
  return `${getTableName(column.table)}_${column.name}_${suffix}`;
}

/**
 * `text(..., { enum })` only types the column; this check makes the database refuse other values too, so the
 * contracts enum stays the one source of truth down to the data. NULL passes, as with any CHECK.
 */
export function enumCheck(column: AnyPgColumn) {
  // The columns handed to the extra-config callback lack `enumValues`; the table's built column has them.
  const built = Object.values(getTableColumns(column.table)).find((c) => c.name === column.name);
  const values = built?.enumValues;
  if (!values?.length) throw new Error(`Column ${column.name} has no enum values`);
  return check(checkName(column, 'check'), sql`${column} in (${literalList(values)})`);
}

/** Every element of a `text[]` column is one of `values`. */
export function enumArrayCheck(column: AnyPgColumn, values: readonly string[]) {
  return check(checkName(column, 'check'), sql`${column} <@ array[${literalList(values)}]::text[]`);
}

/** E-mail addresses are stored lower-case, so a plain unique index is case-insensitive. */
export function lowerCaseCheck(column: AnyPgColumn) {
  return check(checkName(column, 'lower_check'), sql`${column} = lower(${column})`);
}
