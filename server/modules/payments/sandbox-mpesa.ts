/**
 * The sandbox M-Pesa provider (Safaricom Daraja's STK push, locally). A payment request gets a
 * CheckoutRequestID at once; the "phone" answers a moment later (PAYMENTS_SANDBOX_DELAY_MS)
 * with Daraja's callback shape, signed, to /api/payments/callbacks/mpesa. Like real sandboxes
 * it decides by test number: a phone ending in 0 declines (ResultCode 1032, cancelled by the
 * user), one ending in 9 never answers (the operator decides with `payments complete|fail`),
 * any other pays.
 */
import { randomBytes } from 'node:crypto';
import type { Deliver } from './callback-delivery';

export const MPESA_CALLBACK_PATH = '/api/payments/callbacks/mpesa';

export interface StkRequest {
  phone: string;
  /** Canonical decimal string. */
  amount: string;
  checkoutRequestId: string;
  merchantRequestId: string;
}

export type StkOutcome = 'paid' | 'declined';

/** What the sandbox phone does by itself, from the number's last digit. */
export function automaticOutcome(phone: string): StkOutcome | null {
  if (phone.endsWith('9')) return null;
  return phone.endsWith('0') ? 'declined' : 'paid';
}

function receiptNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}

function darajaTimestamp(date: Date): number {
  return Number(date.toISOString().replace(/\D/g, '').slice(0, 14));
}

export function stkCallbackBody(request: StkRequest, outcome: StkOutcome) {
  const base = {
    MerchantRequestID: request.merchantRequestId,
    CheckoutRequestID: request.checkoutRequestId,
  };
  if (outcome === 'declined') {
    return {
      Body: { stkCallback: { ...base, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } },
    };
  }
  return {
    Body: {
      stkCallback: {
        ...base,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: Number(request.amount) },
            { Name: 'MpesaReceiptNumber', Value: receiptNumber() },
            { Name: 'TransactionDate', Value: darajaTimestamp(new Date()) },
            { Name: 'PhoneNumber', Value: Number(request.phone) },
          ],
        },
      },
    },
  };
}

export interface SandboxMpesaDeps {
  deliver: Deliver;
  delayMs: number;
  onError: (error: unknown) => void;
}

export function createSandboxMpesa({ deliver, delayMs, onError }: SandboxMpesaDeps) {
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const answer = (request: StkRequest, outcome: StkOutcome) =>
    deliver(MPESA_CALLBACK_PATH, stkCallbackBody(request, outcome));

  /** The phone answers by itself after the delay (unless its number says it never will). */
  function schedule(request: StkRequest): void {
    const outcome = automaticOutcome(request.phone);
    if (!outcome) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer(request, outcome).catch(onError);
    }, delayMs);
    timers.add(timer);
  }

  return {
    /** Daraja's STK push request: the ids at once, the answer later by callback. */
    stkPush(input: { phone: string; amount: string }): StkRequest {
      const id = randomBytes(9).toString('hex');
      const request = {
        ...input,
        merchantRequestId: `29115-${id.slice(0, 8)}-1`,
        checkoutRequestId: `ws_CO_${darajaTimestamp(new Date())}${id}`,
      };
      schedule(request);
      return request;
    },
    /** A request still pending after a restart gets its automatic answer again. */
    resume: schedule,
    /** The operator decides instead of the phone (`payments complete|fail`). */
    answer,
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
