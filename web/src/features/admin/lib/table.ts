// One table: rows on desktop, and on phones each row a card whose cells carry their column name (`data-label`).
export const TABLE = 'block w-full text-start md:table md:border-collapse';
export const HEAD = 'max-md:sr-only md:table-header-group';
export const HEAD_CELL = 'px-3 py-2 text-start text-sm font-600 text-gray-500';
export const BODY = 'block space-y-3 md:table-row-group md:space-y-0';
export const ROW = 'card block p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-gray-100 md:p-0 md:shadow-none';
export const CELL = 'flex items-baseline justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-top before:shrink-0 before:text-sm before:text-gray-500 before:content-[attr(data-label)] md:before:content-none';
export const ACTIONS_CELL = 'flex flex-wrap gap-2 pt-2 md:table-cell md:px-3 md:py-3 md:align-top';
