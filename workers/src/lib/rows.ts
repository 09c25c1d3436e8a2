/** The first row of a statement that must return one (an insert's `returning`, a read in the batch that wrote it). */
export function theRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  // a missing row here is our bug, not the client's: it reaches the client as a 500
  if (row === undefined) throw new Error('statement returned no row');
  return row;
}
