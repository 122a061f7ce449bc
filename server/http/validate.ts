/**
 * Parses request input with a zod schema from the contracts. A failure becomes a 400 with
 * code 1000 listing every failing field, thrown before the handler has changed anything.
 * Classic (`zod`) and Mini (`zod/mini`, what the contracts use) schemas are both accepted:
 * classic's `z.safeParse` runs any zod 4 schema and reports a classic ZodError.
 */
import { z } from 'zod';
import { type ApiErrorIssue, apiErrors } from './api-error';

type InputSource = 'body' | 'query' | 'params' | 'headers';

export function issuesOf(error: z.ZodError, source?: string): ApiErrorIssue[] {
  return error.issues.map((issue) => ({
    path: [source, ...issue.path.map(String)].filter((part) => part !== undefined).join('.'),
    message: issue.message,
  }));
}

export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  source: InputSource,
): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw apiErrors.validation(issuesOf(result.error, source));
  return result.data;
}
