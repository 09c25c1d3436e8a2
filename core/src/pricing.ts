import type { Plan } from './api';
import { PlanPeriod, planPeriodMonths } from './enums';

type PriceFields = Pick<
  Plan,
  | 'fullMonthPrice'
  | 'fullMonthDiscount'
  | 'fullQuarterPrice'
  | 'fullQuarterDiscount'
  | 'halfYearPrice'
  | 'halfYearDiscount'
  | 'fullYearPrice'
  | 'fullYearDiscount'
>;

const FIELDS: Record<PlanPeriod, { price: keyof PriceFields; discount: keyof PriceFields }> = {
  [PlanPeriod.Month]: { price: 'fullMonthPrice', discount: 'fullMonthDiscount' },
  [PlanPeriod.Quarter]: { price: 'fullQuarterPrice', discount: 'fullQuarterDiscount' },
  [PlanPeriod.HalfYear]: { price: 'halfYearPrice', discount: 'halfYearDiscount' },
  [PlanPeriod.Year]: { price: 'fullYearPrice', discount: 'fullYearDiscount' },
};

/** What a checkout costs, in piasters: the period's full price, minus the plan's discount, minus the coupon's. */
export interface CheckoutPrice {
  fullPrice: number;
  /** percent and piasters taken off by the plan's limited-time discount */
  planDiscountPercent: number;
  planDiscount: number;
  /** percent and piasters taken off by the coupon, applied to the price after the plan discount */
  couponDiscountPercent: number;
  couponDiscount: number;
  total: number;
  months: number;
}

/** One function for the checkout screen and the server, so the price shown is the price charged. */
export function checkoutPrice(plan: PriceFields, period: PlanPeriod, couponDiscountPercent = 0): CheckoutPrice {
  const { price, discount } = FIELDS[period];
  const fullPrice = plan[price];
  const planDiscountPercent = plan[discount];
  const afterPlan = Math.round((fullPrice * (100 - planDiscountPercent)) / 100);
  const afterCoupon = Math.round((afterPlan * (100 - couponDiscountPercent)) / 100);
  return {
    fullPrice,
    planDiscountPercent,
    planDiscount: fullPrice - afterPlan,
    couponDiscountPercent,
    couponDiscount: afterPlan - afterCoupon,
    total: afterCoupon,
    months: planPeriodMonths[period],
  };
}

/**
 * The lowest month's price of these plans (after the plan's discount), in piasters; null without a priced plan. Every
 * tutor is booked through the same plans, so cards show it as what lessons beyond the free one cost: a price someone
 * is actually charged, never a per-lesson figure nobody pays.
 */
export function monthlyPlanFrom(plans: readonly PriceFields[]): number | null {
  const prices = plans.map((p) => checkoutPrice(p, PlanPeriod.Month).total).filter((n) => n > 0);
  return prices.length ? Math.min(...prices) : null;
}
