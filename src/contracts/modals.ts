/**
 * The dialog address contract (spec part 1 §2.7): `?modal=KEY` plus the key's parameters, all
 * root-level search params. Every value is parsed; an unknown key or a malformed parameter is
 * dropped instead of breaking the page. The on-load parameters (two-factor, sign-up and
 * account-link confirmations, auth messages) live here too because they share the root search.
 */
import { z } from 'zod/mini';
import { HISTORY_TABS } from './history-types';

/** Search values arrive JSON-parsed (`?row=12` is a number, `=true` a boolean); ids and names are strings. */
const looseText = (max: number) =>
  z.pipe(
    z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String)),
    z.string().check(z.maxLength(max)),
  );
const looseString = looseText(512);
/**
 * The signed confirmation tokens of a provider sign-in (and the sign-up query carrying one):
 * they hold the provider's profile, so they outgrow a name or an id.
 */
const tokenString = looseText(4096);
/**
 * A history row id in the root search stays a number when it is one: the router writes a
 * string that reads as JSON quoted (`?row=%2212%22`) and a number plain (`?row=12`, the spec's
 * link). The dialog's own schema (looseString) still hands it over as a string.
 */
const rowId = z.pipe(
  looseString,
  z.transform((v): string | number => (/^[1-9]\d{0,14}$/.test(v) ? Number(v) : v)),
);
const looseBool = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((v) => v === true || v === 'true'),
);
/** A parameter whose presence is what matters (`?twofactorRequired`, `=1`, `=true`). */
const present = z.pipe(
  z.unknown().check(z.refine((v) => v !== undefined && v !== false && v !== 'false')),
  z.transform((): true => true),
);
const opt = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const days = z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(365)));

export const CASHIER_TABS = ['deposit', 'withdraw', 'tip', 'buy'] as const;
export const AUTH_TABS = ['login', 'register', 'setUsername'] as const;
export const NOTIFICATION_TABS = ['notifications', 'messages'] as const;

/** The dialog keys of the spec's table; each has its parameters' schema in modalParams(). */
export const MODAL_KEYS = [
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
] as const;
export type ModalKey = (typeof MODAL_KEYS)[number];

/** Each key's parameters. Keys with no parameters take an empty object. */
function buildModalParams() {
  return {
    affiliate: z.object({ days: opt(days) }),
    accountClose: z.object({}),
    cashier: z.object({ tab: opt(z.enum(CASHIER_TABS)), expanded: opt(looseBool) }),
    freePlay: z.object({ expanded: opt(looseBool) }),
    redeem: z.object({ expanded: opt(looseBool) }),
    history: z.object({ tab: opt(z.enum(HISTORY_TABS)), expanded: opt(looseBool) }),
    historyDetails: z.object({ tabKey: opt(z.enum(HISTORY_TABS)), row: opt(looseString) }),
    auth: z.object({ tab: opt(z.enum(AUTH_TABS)) }),
    UpdateAvailable: z.object({}),
    setUsername: z.object({}),
    roowards: z.object({}),
    regionRestricted: z.object({}),
    kothLeaderboard: z.object({}),
    koth: z.object({}),
    locale: z.object({}),
    fairness: z.object({ gameName: opt(looseString) }),
    game: z.object({ id: opt(looseString), gameName: opt(looseString) }),
    profile: z.object({ user: opt(looseString) }),
    confirmAccountLink: z.object({
      provider: opt(looseString),
      userId: opt(looseString),
      uniqueId: opt(looseString),
      accessToken: opt(tokenString),
      name: opt(looseString),
    }),
    confirmSignup: z.object({ query: opt(tokenString) }),
    walletSettings: z.object({ userId: opt(looseString) }),
    notifications: z.object({ tab: opt(z.enum(NOTIFICATION_TABS)) }),
    twoFactorCode: z.object({}),
    twoFactorConfirm: z.object({ isEmail: opt(looseBool) }),
    pokerRules: z.object({ gameType: opt(looseString) }),
  } satisfies Record<ModalKey, z.ZodMiniObject>;
}

type ModalParamSchemas = ReturnType<typeof buildModalParams>;
let modalParamSchemas: ModalParamSchemas | undefined;

/**
 * The keys' parameter schemas, built the first time a dialog opens or closes: some seventy zod
 * schemas the app's start would otherwise build on every page load, where only the root
 * search's schema is needed.
 */
export function modalParams(): ModalParamSchemas {
  modalParamSchemas ??= buildModalParams();
  return modalParamSchemas;
}

export type ModalParams<K extends ModalKey> = z.input<ModalParamSchemas[K]>;
export type ParsedModalParams<K extends ModalKey> = z.output<ModalParamSchemas[K]>;

/** Every parameter name any dialog uses; closing a dialog removes all of them. */
export function modalParamNames(): string[] {
  const shapes = Object.values(modalParams()).map((schema) => Object.keys(schema.shape));
  return [...new Set(shapes.flat())];
}

/** A JSON list of messages in the query string (authSuccesses / authErrors). */
const messageList = z.pipe(
  z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.transform((v): unknown => {
      if (Array.isArray(v)) return v;
      try {
        return JSON.parse(v);
      } catch {
        return null;
      }
    }),
  ),
  z.array(z.string().check(z.maxLength(300))).check(z.maxLength(10)),
);

/** Parameters read once on load (spec §2.7 'On load the product opens'). */
export const ON_LOAD_PARAMS = {
  twofactorRequired: opt(present),
  twofactorEmail: opt(looseString),
  confirmAccountLink: opt(present),
  confirmSignup: opt(tokenString),
  authSuccesses: opt(messageList),
  authErrors: opt(messageList),
  emailVerified: opt(looseString),
};

/** Root search: every route inherits it. Unknown params (tracking ids) pass through untouched. */
export const rootSearchSchema = z.looseObject({
  modal: opt(z.enum(MODAL_KEYS)),
  tab: opt(looseString),
  expanded: opt(looseBool),
  days: opt(days),
  tabKey: opt(looseString),
  row: opt(rowId),
  gameName: opt(looseString),
  id: opt(looseString),
  user: opt(looseString),
  provider: opt(looseString),
  userId: opt(looseString),
  uniqueId: opt(looseString),
  accessToken: opt(tokenString),
  name: opt(looseString),
  query: opt(tokenString),
  isEmail: opt(looseBool),
  gameType: opt(looseString),
  ...ON_LOAD_PARAMS,
});
export type RootSearch = z.output<typeof rootSearchSchema>;

/**
 * Dialog parameters that carry credentials: the signed confirmation tokens of a provider
 * sign-in (`accessToken` of confirmAccountLink; `query` of confirmSignup, whose on-load twin
 * `confirmSignup` holds the same). Once read they leave the address, where history, bookmarks,
 * shared links and Referer headers would carry them, for the history entry's state.
 */
export const CREDENTIAL_PARAMS = ['accessToken', 'query'] as const;
const ON_LOAD_CREDENTIAL_PARAMS = ['confirmSignup'] as const;
export type DialogCredentials = Partial<Record<(typeof CREDENTIAL_PARAMS)[number], string>>;

/** Whether the address holds a credential. */
export function hasCredentials(search: Record<string, unknown>): boolean {
  return [...CREDENTIAL_PARAMS, ...ON_LOAD_CREDENTIAL_PARAMS].some((name) => name in search);
}

/** The search without credentials, and the dialog's credentials it held. */
export function splitCredentials(search: Record<string, unknown>): {
  search: Record<string, unknown>;
  credentials: DialogCredentials;
} {
  const rest = { ...search };
  const credentials: DialogCredentials = {};
  for (const name of CREDENTIAL_PARAMS) {
    const value = rest[name];
    if (typeof value === 'string') credentials[name] = value;
    delete rest[name];
  }
  for (const name of ON_LOAD_CREDENTIAL_PARAMS) delete rest[name];
  return { search: rest, credentials };
}

/** The parsed parameters of the open dialog, or undefined when the key's params are invalid. */
export function parseModalParams<K extends ModalKey>(
  key: K,
  search: Record<string, unknown>,
): ParsedModalParams<K> {
  return modalParams()[key].parse(search) as ParsedModalParams<K>;
}
