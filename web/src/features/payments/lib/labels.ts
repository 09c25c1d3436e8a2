import { PaymentMethod, PaymentStatus, PlanPeriod } from '@kalam/core/enums';
import '../i18n';

/** Locale keys under `pricing.periods` by PlanPeriod number. */
export const PERIOD_KEYS: Record<number, 'month' | 'quarter' | 'halfYear' | 'year'> = {
  [PlanPeriod.Month]: 'month',
  [PlanPeriod.Quarter]: 'quarter',
  [PlanPeriod.HalfYear]: 'halfYear',
  [PlanPeriod.Year]: 'year',
};

/** Locale keys under `payments.methods` by PaymentMethod number. */
export const METHOD_KEYS: Record<number, 'card' | 'wallet' | 'installments' | 'refNum'> = {
  [PaymentMethod.Card]: 'card',
  [PaymentMethod.EWallet]: 'wallet',
  [PaymentMethod.BankInstallment]: 'installments',
  [PaymentMethod.Fawry]: 'refNum',
};

type StatusKey = 'new' | 'paid' | 'canceled' | 'refunded' | 'expired' | 'partialRefunded' | 'failed';
/** Locale key under `payments.status` and badge colours by PaymentStatus number. */
const NEW: { key: StatusKey; tone: string } = { key: 'new', tone: 'bg-amber-100 text-amber-900' };
export const STATUS: Record<number, { key: StatusKey; tone: string }> = {
  [PaymentStatus.New]: NEW,
  [PaymentStatus.Paid]: { key: 'paid', tone: 'bg-green-100 text-green-800' },
  [PaymentStatus.Canceled]: { key: 'canceled', tone: 'bg-gray-100 text-gray-700' },
  [PaymentStatus.Refunded]: { key: 'refunded', tone: 'bg-sky-100 text-sky-800' },
  [PaymentStatus.Expired]: { key: 'expired', tone: 'bg-gray-100 text-gray-700' },
  [PaymentStatus.PartialRefunded]: { key: 'partialRefunded', tone: 'bg-sky-100 text-sky-800' },
  [PaymentStatus.Failed]: { key: 'failed', tone: 'bg-red-100 text-red-800' },
};
/** A status's label; one the app does not know yet reads as new. */
export const statusLabel = (status: number) => STATUS[status] ?? NEW;

/** Orders the student can still cancel: unpaid reference-number and wallet orders. */
export const isCancelable = (tx: { status: number; method: number }) =>
  tx.status === PaymentStatus.New && (tx.method === PaymentMethod.Fawry || tx.method === PaymentMethod.EWallet);
