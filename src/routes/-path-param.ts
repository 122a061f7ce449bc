/**
 * A path parameter parsed with its contract schema; a value the schema refuses is not a page,
 * so it renders the 404 page instead of reaching the feature. (Files starting with '-' are not
 * routes.)
 */
import { notFound } from '@tanstack/react-router';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export function pathParam<K extends string, T extends string>(name: K, schema: $ZodType<T>) {
  return {
    parse: (params: Record<K, string>): Record<K, T> => {
      const parsed = safeParse(schema, params[name]);
      if (!parsed.success) throw notFound();
      return { [name]: parsed.data } as Record<K, T>;
    },
    // T is a string subtype, so the parsed value is already its own URL form.
    stringify: (params: Record<K, T>): Record<K, string> => params,
  };
}
