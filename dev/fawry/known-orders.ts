import { PaymentMethod, PaymentStatus } from '@kalam/core';
import type { Client } from '@libsql/client';
import type { FawryOrderStatus, FawryPaymentMethod } from '../../workers/src/lib/fawry/types';
import type { SandboxOrder } from './state';

// Fawry keeps every order for good; the sandbox keeps its orders in memory. So on each start the sandbox learns the
// orders our database already names (the seeded demo payments among them), and a refund of one works as at Fawry.

const STATUS: Record<number, FawryOrderStatus> = {
  [PaymentStatus.New]: 'NEW',
  [PaymentStatus.Paid]: 'PAID',
  [PaymentStatus.Canceled]: 'CANCELED',
  [PaymentStatus.Refunded]: 'REFUNDED',
  [PaymentStatus.Expired]: 'EXPIRED',
  [PaymentStatus.PartialRefunded]: 'PARTIAL_REFUNDED',
  [PaymentStatus.Failed]: 'FAILED',
};

const METHOD: Record<number, FawryPaymentMethod> = {
  [PaymentMethod.Card]: 'CARD',
  [PaymentMethod.BankInstallment]: 'CARD',
  [PaymentMethod.EWallet]: 'MWALLET',
  [PaymentMethod.Fawry]: 'PAYATFAWRY',
};

/** Every order the database holds with Fawry's reference, as Fawry would hold it. */
export async function ordersInDatabase(client: Client): Promise<SandboxOrder[]> {
  const { rows } = await client.execute(
    `select t.merchant_ref_num, t.fawry_ref_number, t.user_id, t.method, t.amount, t.status, t.refunded_amount,
      t.created_at, t.expires_at, t.paid_at, u.name, u.email, u.phone, p.alias
     from transactions t join users u on u.id = t.user_id join plans p on p.id = t.plan_id
     where t.fawry_ref_number is not null`,
  );
  return rows.map((r) => ({
    merchantRefNum: String(r.merchant_ref_num),
    referenceNumber: String(r.fawry_ref_number),
    customerProfileId: String(r.user_id),
    customerName: String(r.name),
    customerEmail: String(r.email),
    customerMobile: r.phone === null ? '' : String(r.phone),
    paymentMethod: METHOD[Number(r.method)] ?? 'CARD',
    amount: Number(r.amount),
    description: String(r.alias),
    status: STATUS[Number(r.status)] ?? 'NEW',
    orderWebHookUrl: null,
    returnUrl: null,
    cardToken: null,
    installmentPlanId: null,
    createdAt: Number(r.created_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
    refunded: Number(r.refunded_amount),
    paymentRefrenceNumber: null,
  }));
}
