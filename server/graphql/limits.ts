/**
 * The limits every GraphQL operation must stay under, checked before it runs: tokens while it
 * is parsed (so a document nested thousands deep stops before the parser recurses that far),
 * then depth, aliases and directives (GraphQL Armor), then the request's cost (cost-limit.ts).
 * Any refusal is a 400 with code QUERY_TOO_COMPLEX and a message naming the limit.
 *
 * The document limits follow what the client sends (src/contracts/*graphql*.ts: at most 67
 * tokens, depth 3, no alias or directive) with room to spare; a unit test runs every client
 * operation through half of each. The cost limit is the operator's (GRAPHQL_MAX_COST).
 */
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { costLimitPlugin } from './cost-limit';
import { limitError, limitStatusPlugin } from './limit-error';

export interface GraphQLLimits {
  /** Lexical tokens of one document (GraphiQL's introspection query has 184). */
  maxTokens: number;
  /** Nested selection sets of one operation (introspection is not counted). */
  maxDepth: number;
  /** Aliased fields of one operation. */
  maxAliases: number;
  /** Directives (@include, @skip, ...) of one operation. */
  maxDirectives: number;
  /** What the operations of one request may cost together (query-cost.ts). */
  maxCost: number;
}

export const DOCUMENT_LIMITS = {
  maxTokens: 1_000,
  maxDepth: 8,
  maxAliases: 10,
  maxDirectives: 10,
} as const satisfies Omit<GraphQLLimits, 'maxCost'>;

/** Armor reports 'Syntax Error: Token limit of 1000 exceeded.'; it is not a syntax error. */
function refuse(_context: unknown, error: GraphQLError): never {
  throw limitError(error.message.replace(/^Syntax Error: /, ''));
}

/** What every Armor plugin is given besides its limit. */
const ARMOR: NonNullable<Parameters<typeof maxDepthPlugin>[0]> = {
  onReject: [refuse],
  propagateOnRejection: true,
  exposeLimits: true,
};

export function limitPlugins(limits: GraphQLLimits): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.maxTokens, ...ARMOR }),
    maxDepthPlugin({ n: limits.maxDepth, ...ARMOR }),
    maxAliasesPlugin({ n: limits.maxAliases, ...ARMOR }),
    maxDirectivesPlugin({ n: limits.maxDirectives, ...ARMOR }),
    costLimitPlugin(limits.maxCost),
    limitStatusPlugin(),
  ];
}
