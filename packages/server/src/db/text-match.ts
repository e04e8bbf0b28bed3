import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * A LIKE pattern that matches `needle` anywhere, with the user's `%`, `_` and `\` taken literally.
 * Both SQLite and PostgreSQL honour `ESCAPE '\'`; the needle is always a bound parameter.
 */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function likeEscaped(column: Expression<string>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}
