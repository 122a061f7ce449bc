// @vitest-environment node
import { defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_PARAMS,
  hasCredentials,
  MODAL_KEYS,
  modalParamNames,
  modalParams,
  parseModalParams,
  rootSearchSchema,
  splitCredentials,
} from '@/contracts/modals';

const SPEC_KEYS = [
  'affiliate',
  'accountClose',
  'cashier',
  'freePlay',
  'redeem',
  'history',
  'historyDetails',
  'auth',
  'UpdateAvailable',
  'setUsername',
  'roowards',
  'regionRestricted',
  'kothLeaderboard',
  'koth',
  'locale',
  'fairness',
  'game',
  'profile',
  'confirmAccountLink',
  'confirmSignup',
  'walletSettings',
  'notifications',
  'twoFactorCode',
  'twoFactorConfirm',
  'pokerRules',
];

describe('modal address contract', () => {
  it('knows every dialog key of the spec table', () => {
    expect([...MODAL_KEYS].sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('lists every parameter of the table so closing can remove them', () => {
    for (const name of [
      'days',
      'tab',
      'expanded',
      'tabKey',
      'row',
      'gameName',
      'id',
      'user',
      'provider',
      'userId',
      'uniqueId',
      'accessToken',
      'name',
      'query',
      'isEmail',
      'gameType',
    ]) {
      expect(modalParamNames()).toContain(name);
    }
  });

  it('drops an unknown key and malformed values instead of failing', () => {
    const parsed = rootSearchSchema.parse({ modal: 'nope', days: 'many', expanded: 'maybe' });
    expect(parsed.modal).toBeUndefined();
    expect(parsed.days).toBeUndefined();
    expect(parsed.expanded).toBeUndefined();
  });

  it('carries a provider sign-in token of a long profile, but not an unbounded one', () => {
    const query = `provider=kadi-id&email=${'a'.repeat(254)}&token=${'t'.repeat(1500)}`;
    const accessToken = 'x'.repeat(1500);
    const search = rootSearchSchema.parse({
      confirmSignup: query,
      accessToken,
      name: 'n'.repeat(600),
    });
    expect(search.confirmSignup).toBe(query);
    expect(search.accessToken).toBe(accessToken);
    expect(search.name).toBeUndefined();
    expect(
      rootSearchSchema.parse({ confirmSignup: 'q'.repeat(5000) }).confirmSignup,
    ).toBeUndefined();
  });

  it('keeps unrelated parameters such as tracking ids', () => {
    const parsed = rootSearchSchema.parse({
      modal: 'cashier',
      utm_source: 'newsletter',
      ref: 'abc',
    });
    expect(parsed).toMatchObject({ modal: 'cashier', utm_source: 'newsletter', ref: 'abc' });
  });

  it('reads JSON-parsed values as the types dialogs expect', () => {
    const parsed = rootSearchSchema.parse({
      modal: 'historyDetails',
      row: 12,
      user: 1234,
      expanded: 'true',
    });
    expect(parseModalParams('historyDetails', parsed).row).toBe('12');
    expect(parsed.user).toBe('1234');
    expect(parsed.expanded).toBe(true);
    expect(rootSearchSchema.parse({ emailVerified: true }).emailVerified).toBe('true');
  });

  it('keeps a numeric history row a number, so the address reads ?row=12 and not quoted', () => {
    for (const row of [12, '12']) {
      const parsed = rootSearchSchema.parse({ modal: 'historyDetails', tabKey: 'all', row });
      expect(defaultStringifySearch(parsed)).toBe('?modal=historyDetails&tabKey=all&row=12');
    }
    expect(rootSearchSchema.parse({ row: '012' }).row).toBe('012');
    expect(parseModalParams('historyDetails', { tabKey: 'nope', row: 7 })).toEqual({
      tabKey: undefined,
      row: '7',
    });
  });

  it('parses each key with its own parameter schema', () => {
    expect(parseModalParams('cashier', { tab: 'withdraw', expanded: true })).toEqual({
      tab: 'withdraw',
      expanded: true,
    });
    expect(parseModalParams('cashier', { tab: 'steal' })).toEqual({
      tab: undefined,
      expanded: undefined,
    });
    expect(parseModalParams('affiliate', { days: '30' })).toEqual({ days: 30 });
    expect(parseModalParams('auth', { tab: 'setUsername' })).toEqual({ tab: 'setUsername' });
    expect(parseModalParams('twoFactorConfirm', { isEmail: 'true' })).toEqual({ isEmail: true });
  });

  it('reads authSuccesses / authErrors as JSON lists and rejects anything else', () => {
    expect(
      rootSearchSchema.parse({ authSuccesses: '["Signed in","Welcome"]' }).authSuccesses,
    ).toEqual(['Signed in', 'Welcome']);
    expect(rootSearchSchema.parse({ authErrors: ['Bad code'] }).authErrors).toEqual(['Bad code']);
    expect(rootSearchSchema.parse({ authErrors: '{"a":1}' }).authErrors).toBeUndefined();
    expect(rootSearchSchema.parse({ authErrors: 'not json' }).authErrors).toBeUndefined();
  });

  it('treats presence flags as present whatever their value, except false', () => {
    expect(rootSearchSchema.parse({ twofactorRequired: 1 }).twofactorRequired).toBe(true);
    expect(rootSearchSchema.parse({ twofactorRequired: '' }).twofactorRequired).toBe(true);
    expect(rootSearchSchema.parse({ twofactorRequired: false }).twofactorRequired).toBeUndefined();
    expect(rootSearchSchema.parse({}).confirmAccountLink).toBeUndefined();
  });
});

describe('credentials in the address', () => {
  it('are split off: the address keeps the rest, the dialog gets its tokens', () => {
    const query = 'provider=kadi-id&name=Ann&email=ann%40example.com&token=signed.token';
    expect(
      splitCredentials({ modal: 'confirmSignup', confirmSignup: query, query, page: 'x' }),
    ).toEqual({ search: { modal: 'confirmSignup', page: 'x' }, credentials: { query } });
    expect(
      splitCredentials({
        modal: 'confirmAccountLink',
        confirmAccountLink: true,
        provider: 'kadi-id',
        userId: 'u1',
        accessToken: 'signed.link',
      }),
    ).toEqual({
      search: {
        modal: 'confirmAccountLink',
        confirmAccountLink: true,
        provider: 'kadi-id',
        userId: 'u1',
      },
      credentials: { accessToken: 'signed.link' },
    });
  });

  it('are found wherever the sign-in left them, and only there', () => {
    expect(hasCredentials({ confirmSignup: 'token=x' })).toBe(true);
    expect(hasCredentials({ modal: 'confirmSignup', query: 'token=x' })).toBe(true);
    expect(hasCredentials({ accessToken: 'x' })).toBe(true);
    expect(hasCredentials({ modal: 'confirmAccountLink', provider: 'kadi-id', userId: 'u' })).toBe(
      false,
    );
  });

  it('cover every token parameter a dialog takes', () => {
    const tokenParams = Object.values(modalParams()).flatMap((schema) =>
      Object.keys(schema.shape).filter((name) => /token|query/i.test(name)),
    );
    expect([...CREDENTIAL_PARAMS].sort()).toEqual([...new Set(tokenParams)].sort());
  });
});
