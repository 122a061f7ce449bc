/**
 * What an operation costs before it runs: about how many values its answer can hold. A scalar
 * costs 1, an object 1 plus its fields, and a list of objects 1 plus its longest length times
 * one item's fields — so tpGamesGetAll with a game's fields costs ~190,000 where serverTime
 * costs 1. Lists of scalars (a game's blacklist, its devices) count like one scalar: they are
 * short. Introspection costs nothing here (it is off in production).
 */
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { createGraphQLError } from 'graphql-yoga';
import { getNamedType, getNullableType, isCompositeType, isListType } from './graphql-js';

/**
 * The longest each list of objects can be, by field. The catalogue has 4,611 games (slots, the
 * longest tag, 3,804; the favorites may hold any), 15 tags, at most 4 on a game; tpGames' limit
 * allows 100; 19 languages. A new list field must be named here (a unit test checks).
 */
export const LIST_LENGTHS: Readonly<Record<string, number>> = {
  'Query.tpGamesGetAll': 5_000,
  'Query.tpGames': 100,
  'Query.gameTags': 20,
  'Query.languages': 20,
  'TPGame.tags': 5,
};

/** A list nobody named yet: assumed long, so it is never cheap by accident. */
const UNNAMED_LIST_LENGTH = 1_000;

const introspectionIsFree: ComplexityEstimator = ({ field }) =>
  field.name === '__schema' || field.name === '__type' ? 0 : undefined;

const listsByLength: ComplexityEstimator = ({ type, field, childComplexity }) => {
  if (!isListType(getNullableType(field.type)) || !isCompositeType(getNamedType(field.type))) {
    return undefined;
  }
  const length = LIST_LENGTHS[`${type.name}.${field.name}`] ?? UNNAMED_LIST_LENGTH;
  return 1 + length * childComplexity;
};

const ESTIMATORS = [introspectionIsFree, listsByLength, simpleEstimator({ defaultComplexity: 1 })];

/**
 * The cost of the operation `operationName` (or the only one) of a valid document with these
 * variables. Throws a GraphQLError when the variables do not fit the operation, or when
 * fragments spread it past 10,000 fields (graphql-query-complexity's bound on its own work).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  const cost = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    estimators: ESTIMATORS,
    ...(operationName ? { operationName } : {}),
  });
  if (!Number.isFinite(cost)) throw createGraphQLError('The query cost could not be computed.');
  return cost;
}
