import { signaturesEqual, toPiasters } from '../../workers/src/lib/fawry/signature';
import type { Sandbox, SandboxRequest } from './state';

// How Fawry's APIs refuse a request: the checks every endpoint shares, each failing with Fawry's own code.

/** A refusal in Fawry's words; Fawry answers these with HTTP 200. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request field as text ('' when absent). */
export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function checkMerchant(sb: Sandbox, code: unknown) {
  if (code !== sb.merchantCode) throw new Refusal(9901, 'Merchant code is blank or invalid');
}

/** Records in the request log whether the signature was right, then refuses a wrong one. */
export function checkSignature(entry: SandboxRequest, expected: string, given: unknown) {
  entry.signatureValid = typeof given === 'string' && signaturesEqual(given, expected);
  if (!entry.signatureValid) throw new Refusal(9946, 'Blank or invalid signature');
}

/** An amount in pounds, as piasters. */
export function amountOf(v: unknown, field: string): number {
  const n = typeof v === 'number' || typeof v === 'string' ? toPiasters(v) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new Refusal(9913, `Invalid ${field}`);
  return n;
}

export function required(b: Record<string, unknown>, field: string): string {
  const v = str(b[field]);
  if (!v) throw new Refusal(9905, `${field} is required`);
  return v;
}
