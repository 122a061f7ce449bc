/**
 * Building blocks of the environment variable list (env.ts): a variable's spec and the
 * parsers the variables share. A parser throws an Error whose message says what is expected.
 */
import type { z } from 'zod';
import { httpUrlSchema } from '@/contracts/settings';

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

/** Empty means unset for ordinary variables, so `PORT=` behaves like no PORT at all. */
export function blankToUndefined(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

export function zodParse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'invalid value');
  return result.data;
}

/** A link the footer shows: unset gives the default, an empty value hides it. */
export function linkVar(description: string, fallback: string) {
  return spec({
    description: `${description} (empty hides it)`,
    default: fallback,
    parse: (raw) => {
      if (raw !== undefined && raw.trim() === '') return null;
      const url = raw?.trim() ?? fallback;
      if (!httpUrlSchema.safeParse(url).success) throw new Error('expected an http(s) URL');
      return url;
    },
  });
}

const PHONE = /^\+[1-9][0-9]{6,14}$/;

export function phoneVar(description: string, fallback: string) {
  return spec({
    description: `${description}, international format like +254700000000 (empty hides it)`,
    default: fallback,
    parse: (raw) => {
      if (raw !== undefined && raw.trim() === '') return null;
      const phone = (raw ?? fallback).replace(/[\s-]/g, '');
      if (!PHONE.test(phone)) throw new Error('expected a phone number like +254700000000');
      return phone;
    },
  });
}

export function commaList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
