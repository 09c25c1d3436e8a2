import type { Plan } from '@kalam/core/api';

type NumberKey = { [K in keyof Plan]: Plan[K] extends number ? K : never }[keyof Plan];

/** The four plan periods in the order shown, each with its price (piasters) and discount (percent) fields. */
export const PLAN_PERIODS = [
  { key: 'month', price: 'fullMonthPrice', discount: 'fullMonthDiscount' },
  { key: 'quarter', price: 'fullQuarterPrice', discount: 'fullQuarterDiscount' },
  { key: 'halfYear', price: 'halfYearPrice', discount: 'halfYearDiscount' },
  { key: 'year', price: 'fullYearPrice', discount: 'fullYearDiscount' },
] as const satisfies readonly { key: string; price: NumberKey; discount: NumberKey }[];

/** A period's price or discount, as a plan form names its fields. */
export type PeriodField = (typeof PLAN_PERIODS)[number]['price' | 'discount'];
