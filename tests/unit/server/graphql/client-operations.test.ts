// @vitest-environment node
/**
 * Every GraphQL operation the client sends stays under half of each limit, alone and in the
 * costliest batch it could form, so a new client query cannot be refused by surprise. The
 * operations are the documents exported by src/contracts/*graphql*.ts; every graphqlRequest
 * call in src/ must send one of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_VARS } from '@server/env';
import { DOCUMENT_LIMITS, type GraphQLLimits, limitPlugins } from '@server/graphql/limits';
import { operationCost } from '@server/graphql/query-cost';
import { graphqlSchema } from '@server/graphql/schema';
import { type OperationDefinitionNode, parse, type TypeNode } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_BATCH_LIMIT } from '@/contracts/graphql';

const MARGIN = 2;
const SRC = join(__dirname, '../../../../src');

const contracts = import.meta.glob<Record<string, unknown>>('/src/contracts/*graphql*.ts', {
  eager: true,
});

interface ClientOperation {
  name: string;
  document: string;
  operation: OperationDefinitionNode;
}

const operations: ClientOperation[] = Object.values(contracts).flatMap((module) =>
  Object.entries(module).flatMap(([name, document]) => {
    if (typeof document !== 'string') return [];
    const definitions = (() => {
      try {
        return parse(document).definitions;
      } catch {
        return []; // not a GraphQL document (or SDL, which parses but has no operation)
      }
    })();
    const operation = definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    return operation ? [{ name, document, operation }] : [];
  }),
);

const schema = graphqlSchema();

/** A value of the variable's type: enums take their first value, Int its largest use. */
function sampleValue(type: TypeNode): unknown {
  if (type.kind === 'NonNullType') return sampleValue(type.type);
  if (type.kind === 'ListType') return [sampleValue(type.type)];
  const named = schema.getType(type.name.value);
  if (named && 'getValues' in named) return named.getValues()[0]?.value;
  const scalars: Record<string, unknown> = {
    String: 'x',
    ID: '1',
    Boolean: true,
    Int: 100,
    Float: 1,
  };
  if (!(type.name.value in scalars)) throw new Error(`teach sampleValue about ${type.name.value}`);
  return scalars[type.name.value];
}

function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, sampleValue(v.type)]),
  );
}

const maxCost = ENV_VARS.GRAPHQL_MAX_COST.parse(undefined);
const halfLimits: GraphQLLimits = {
  maxTokens: DOCUMENT_LIMITS.maxTokens / MARGIN,
  maxDepth: DOCUMENT_LIMITS.maxDepth / MARGIN,
  maxAliases: DOCUMENT_LIMITS.maxAliases / MARGIN,
  maxDirectives: DOCUMENT_LIMITS.maxDirectives / MARGIN,
  maxCost: maxCost / MARGIN,
};

/** Past the limits nothing runs: these tests are about what reaches execution. */
const stopBeforeResolvers: Plugin = {
  onExecute: ({ setResultAndStopExecution }) => setResultAndStopExecution({ data: {} }),
};

const yoga = createYoga({
  schema,
  plugins: [...limitPlugins(halfLimits), stopBeforeResolvers],
  batching: { limit: GRAPHQL_BATCH_LIMIT },
  logging: false,
});

async function send(body: unknown) {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: await response.json() };
}

const request = (op: ClientOperation) => ({
  query: op.document,
  variables: sampleVariables(op.operation),
});

describe('the client operations', () => {
  it('are found: every graphqlRequest call in src/ sends an exported contract document', () => {
    const names = new Set(operations.map((op) => op.name));
    expect(names).toContain('TP_GAMES_GET_ALL_QUERY');
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith(join('shared', 'api', 'graphql.ts')),
    );
    const sent = files.flatMap((file) =>
      [
        ...readFileSync(join(SRC, file), 'utf8').matchAll(
          /graphqlRequest(?:<[^>]*>)?\(\s*([^,)\s]+)/g,
        ),
      ].map((match) => `${file}: ${match[1]}`),
    );
    expect(sent.length).toBeGreaterThan(5);
    for (const call of sent) expect(names, call).toContain(call.split(': ')[1]);
  });

  it.each(operations.map((op) => [op.name, op] as const))(
    '%s passes half of every limit',
    async (_name, op) => {
      const { status, answer } = await send(request(op));
      expect(answer, op.name).toEqual({ data: {} });
      expect(status).toBe(200);
    },
  );

  it('pass half the cost limit together, in the costliest batch the client can send', async () => {
    const costliest = [...operations]
      .sort(
        (a, b) =>
          operationCost(schema, parse(b.document), sampleVariables(b.operation)) -
          operationCost(schema, parse(a.document), sampleVariables(a.operation)),
      )
      .slice(0, GRAPHQL_BATCH_LIMIT);
    const { status, answer } = await send(costliest.map(request));
    expect(status).toBe(200);
    expect(answer).toEqual(costliest.map(() => ({ data: {} })));
  });
});
