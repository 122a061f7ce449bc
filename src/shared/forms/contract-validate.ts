/**
 * A form's validation from the request's contract schema (src/contracts/), so the client and
 * the server apply one set of rules. The contract's messages are the server's English; each form
 * maps a zod issue to its own translated message, so players read their language.
 */
import { schemaResolver } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { type core, safeParse } from 'zod/mini';

export type ContractIssue = core.$ZodIssue;

/**
 * The message a form shows for one issue; `value` is the field's value as typed (the issue's
 * own input is not reported by zod unless asked). Undefined keeps the contract's text.
 */
export type IssueMessage = (issue: ContractIssue, value: unknown) => string | undefined;

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The schema as Standard Schema with the form's own messages on its issues. */
export function withMessages(schema: core.$ZodType, messageOf: IssueMessage): StandardSchemaV1 {
  return {
    '~standard': {
      version: 1,
      vendor: 'kadibet',
      validate: (values) => {
        const result = safeParse(schema, values);
        if (result.success) return { value: result.data };
        return {
          issues: result.error.issues.map((issue) => ({
            path: issue.path,
            message: messageOf(issue, valueAt(values, issue.path)) ?? issue.message,
          })),
        };
      },
    },
  };
}

/** What useForm's `validate` takes: the contract's rules with the form's messages, in sync. */
export function contractValidate(schema: core.$ZodType, messageOf: IssueMessage) {
  return schemaResolver(withMessages(schema, messageOf), { sync: true });
}
