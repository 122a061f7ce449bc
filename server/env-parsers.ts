/**
 * Building blocks of the environment variable list (env.ts): a variable's spec and the
 * parsers the variables share. A parser throws an Error whose message says what is expected.
 */
import type { z } from 'zod';
import { settingsSchemas } from '@/contracts/settings';

export interface EnvVarSpec<T> {
  description: string;
  /** Shown in the docs; `undefined` means the variable is optional with no default. */
  default?: string;
  /** Secrets are never echoed back in error messages. */
  secret?: boolean;
  /** Receives the raw value (`undefined` when unset) and throws a message on bad input. */
  parse: (raw: string | undefined) => T;
}

export function spec<T>(s: EnvVarSpec<T>): EnvVarSpec<T> {
  return s;
}

type ValueSpec<T> = Omit<EnvVarSpec<T>, 'default' | 'parse'> & {
  /** Receives the trimmed, non-empty value and throws a message on bad input. */
  parse: (value: string) => T;
};

/** Empty means unset for ordinary variables, so `PORT=` behaves like no PORT at all. */
function blankToUndefined(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** A variable with a default: unset or empty parses the default, the one the docs show. */
export function defaulted<T>(s: ValueSpec<T> & { default: string }): EnvVarSpec<T> {
  return { ...s, parse: (raw) => s.parse(blankToUndefined(raw) ?? s.default) };
}

/** An optional variable without a default: unset or empty gives null. */
export function optional<T>(s: ValueSpec<T>): EnvVarSpec<T | null> {
  return {
    ...s,
    parse: (raw) => {
      const value = blankToUndefined(raw);
      return value === undefined ? null : s.parse(value);
    },
  };
}

export function zodParse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'invalid value');
  return result.data;
}

/** Something the footer shows: unset gives the default, an empty value hides it. */
function hideable<T>(
  description: string,
  fallback: string,
  parse: (value: string) => T,
): EnvVarSpec<T | null> {
  return spec({
    description: `${description} (empty hides it)`,
    default: fallback,
    parse: (raw) =>
      raw !== undefined && raw.trim() === '' ? null : parse((raw ?? fallback).trim()),
  });
}

export function linkVar(description: string, fallback: string) {
  return hideable(description, fallback, (url) => {
    if (!settingsSchemas().httpUrl.safeParse(url).success)
      throw new Error('expected an http(s) URL');
    return url;
  });
}

const PHONE = /^\+[1-9][0-9]{6,14}$/;

export function phoneVar(description: string, fallback: string) {
  return hideable(`${description}, international format like +254700000000`, fallback, (raw) => {
    const phone = raw.replace(/[\s-]/g, '');
    if (!PHONE.test(phone)) throw new Error('expected a phone number like +254700000000');
    return phone;
  });
}

export function commaList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
