import { describe, expect, it } from 'vitest';
import { readTrackingParams } from '@/features/tracking/url-params';

describe('readTrackingParams', () => {
  it('reads every tracking parameter of the spec', () => {
    const params = readTrackingParams(
      '?ref=Alice_1&cxd=123_abc&cxAffId=42&transactionId=tx-1&transactionSource=adnet&subId=s1' +
        '&utm_source=news&utm_medium=email&utm_campaign=Spring%20sale',
    );
    expect(params).toEqual({
      clear: false,
      ref: 'Alice_1',
      cxd: '123_abc',
      cxAffId: '42',
      postback: { transactionId: 'tx-1', transactionSource: 'adnet', subId: 's1' },
      utm: { utm_source: 'news', utm_medium: 'email', utm_campaign: 'Spring sale' },
    });
  });

  it('drops a malformed value without losing the others', () => {
    const params = readTrackingParams(
      '?cxd=%3Cscript%3E&cxAffId=42&ref=no%20spaces&utm_source=%00',
    );
    expect(params.cxd).toBeUndefined();
    expect(params.cxAffId).toBe('42');
    expect(params.ref).toBeUndefined();
    expect(params.utm).toBeUndefined();
  });

  it('needs both transactionId and transactionSource for a postback', () => {
    expect(readTrackingParams('?transactionId=tx&subId=s').postback).toBeUndefined();
  });

  it('reads the clear flag, bare or true, but not false', () => {
    expect(readTrackingParams('?cxClear').clear).toBe(true);
    expect(readTrackingParams('?cxClear=true').clear).toBe(true);
    expect(readTrackingParams('?cxClear=false').clear).toBe(false);
    expect(readTrackingParams('').clear).toBe(false);
  });
});
