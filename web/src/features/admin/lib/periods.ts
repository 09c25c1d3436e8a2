import type { Plan } from '@kalam/core/api';

type NumberKey = { [K in keyof Plan]: Plan[K] extends number ? K : never }[keyof Plan];

/** The four plan periods in the order shown, each with its price (piasters) and discount (percent) fields. */
export const PLAN_PERIODS: readonly { key: 'month' | 'quarter' | 'halfYear' | 'year'; price: NumberKey; discount: NumberKey }[] = [
  { key: 'month', price: 'fullMonthPrice', discount: 'fullMonthDiscount' },
  { key: 'quarter', price: 'fullQuarterPrice', discount: 'fullQuarterDiscount' },
  { key: 'halfYear', price: 'halfYearPrice', discount: 'halfYearDiscount' },
  { key: 'year', price: 'fullYearPrice', discount: 'fullYearDiscount' },
];
