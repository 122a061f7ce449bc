/**
 * The cost limit of one request (cost in query-cost.ts): its operations together, one or a
 * batch of up to 5, may cost at most `maxCost`. Checked before each operation runs; the one
 * that would go over is refused, so 100 aliases of a game list never reach a resolver. The
 * cost needs the variables (@include/@skip), so it is counted here and not in validation,
 * whose results Yoga caches by document.
 */
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { getOperationAST, getVariableValues } from './graphql-js';
import { limitError } from './limit-error';
import { operationCost } from './query-cost';

/** The request the operation belongs to: the same object for every operation of a batch. */
function requestOf(context: unknown): object | undefined {
  if (typeof context !== 'object' || context === null || !('request' in context)) return;
  const { request } = context;
  return typeof request === 'object' && request !== null ? request : undefined;
}

/** Variables that do not fit: execution reports them itself, before any resolver runs. */
function variablesDoNotFit(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
  operationName: string | null | undefined,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return true;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
    maxErrors: 1,
  });
  return coerced.errors !== undefined;
}

export function costLimitPlugin(maxCost: number): Plugin {
  const spentByRequest = new WeakMap<object, number>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, operationName, contextValue } = args;
      const variables = args.variableValues ?? {};
      if (variablesDoNotFit(schema, document, variables, operationName)) return;
      let cost: number;
      try {
        cost = operationCost(schema, document, variables, operationName);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        setResultAndStopExecution({ errors: [limitError(`Query refused: ${reason}`)] });
        return;
      }
      const request = requestOf(contextValue) ?? {};
      const spent = (spentByRequest.get(request) ?? 0) + cost;
      if (spent <= maxCost) {
        spentByRequest.set(request, spent);
        return;
      }
      const message =
        spent === cost
          ? `Query cost limit of ${maxCost} exceeded, found ${cost}.`
          : `Query cost limit of ${maxCost} exceeded by this request's operations together, found ${spent}.`;
      setResultAndStopExecution({ errors: [limitError(message)] });
    },
  };
}
