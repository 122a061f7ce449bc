/**
 * Reads the tracking parameters of an address (spec part 2 §3 'Tracking data from the URL').
 * Each value is checked with the contract's schema on its own, so one malformed parameter is
 * dropped without losing the others.
 */
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  AFFILIATE_CLEAR_PARAM,
  affiliateNameSchema,
  cxAffIdSchema,
  cxdSchema,
  subIdSchema,
  transactionIdSchema,
  transactionSourceSchema,
  utmValueSchema,
} from '@/contracts/tracking';

export interface TrackingParams {
  /** The clear flag was passed: forget the stored affiliate record first. */
  clear: boolean;
  cxd?: string;
  cxAffId?: string;
  ref?: string;
  postback?: { transactionId: string; transactionSource: string; subId?: string };
  utm?: { utm_source?: string; utm_medium?: string; utm_campaign?: string };
}

function valid(schema: $ZodType<string>, value: string | null): string | undefined {
  if (value === null) return undefined;
  const parsed = safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}

/** The object without its undefined fields, or undefined when none is left. */
function defined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

export function readTrackingParams(search: string): TrackingParams {
  const params = new URLSearchParams(search);
  const clearValue = params.get(AFFILIATE_CLEAR_PARAM);
  const transactionId = valid(transactionIdSchema, params.get('transactionId'));
  const transactionSource = valid(transactionSourceSchema, params.get('transactionSource'));
  const subId = valid(subIdSchema, params.get('subId'));
  return {
    clear: clearValue !== null && clearValue !== 'false' && clearValue !== '0',
    cxd: valid(cxdSchema, params.get('cxd')),
    cxAffId: valid(cxAffIdSchema, params.get('cxAffId')),
    ref: valid(affiliateNameSchema, params.get('ref')),
    postback:
      transactionId && transactionSource
        ? { transactionId, transactionSource, ...(subId ? { subId } : {}) }
        : undefined,
    utm: defined({
      utm_source: valid(utmValueSchema, params.get('utm_source')),
      utm_medium: valid(utmValueSchema, params.get('utm_medium')),
      utm_campaign: valid(utmValueSchema, params.get('utm_campaign')),
    }),
  };
}
