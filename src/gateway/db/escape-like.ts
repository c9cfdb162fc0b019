/**
 * LIKE/ILIKE patterns from what a person typed: a search for "50%" or "TiO_2" means that text,
 * not a wildcard. PostgreSQL's default escape character is the backslash, so it is escaped too.
 */

/** `text` with `%`, `_` and `\` escaped, to put inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching values that contain `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
