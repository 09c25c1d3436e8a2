// One table: rows on desktop, and on phones each row a card whose cells carry their column name (`data-label`).
export const TABLE = 'block w-full text-start md:table md:border-collapse';
export const BODY = 'block space-y-3 md:table-row-group md:space-y-0';
export const ROW = 'card block p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-gray-100 md:p-0 md:shadow-none';
export const CELL =
  'flex items-baseline justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-top before:shrink-0 before:text-sm before:text-gray-500 before:content-[attr(data-label)] md:before:content-none';
export const ACTIONS_CELL = 'flex flex-wrap gap-2 pt-2 md:table-cell md:px-3 md:py-3 md:align-top';

const HEAD_CELL = 'px-3 py-2 text-start text-sm font-600 text-gray-500';

/** Caption and column headings (hidden on phones, where each cell names its column); the last column, `actions`, is named for screen readers. */
export function TableHead({ caption, labels, actions }: { caption: string; labels: string[]; actions: string }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only md:table-header-group">
        <tr className="border-b border-gray-200">
          {labels.map((l) => (
            <th key={l} scope="col" className={HEAD_CELL}>
              {l}
            </th>
          ))}
          <th scope="col" className={HEAD_CELL}>
            <span className="sr-only">{actions}</span>
          </th>
        </tr>
      </thead>
    </>
  );
}
