/**
 * The rows of a raw `db.execute(sql…)` result, typed by the caller. node-postgres and PGlite both answer
 * `{ rows }`; an array (a driver that answers rows alone) is taken as it is.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
