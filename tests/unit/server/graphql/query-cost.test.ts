// @vitest-environment node
/**
 * An operation's cost follows what its answer can hold: a list of games costs thousands of
 * times a scalar, so aliasing the list adds up fast; every list of objects in the schema has
 * a length in the table.
 */

import { ENV_VARS } from '@server/env';
import { LIST_LENGTHS, operationCost } from '@server/graphql/query-cost';
import { graphqlSchema } from '@server/graphql/schema';
import { parse } from 'graphql';
// The copy of graphql-js the schema is built with (see server/graphql/graphql-js.ts).
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
} from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { TP_GAMES_GET_ALL_QUERY } from '@/contracts/catalogue-graphql';

const schema = graphqlSchema();
const cost = (query: string, variables?: Record<string, unknown>) =>
  operationCost(schema, parse(query), variables);
const defaultMaxCost = ENV_VARS.GRAPHQL_MAX_COST.parse(undefined);

describe('operationCost', () => {
  it('counts a scalar as 1 and an object as 1 plus its fields', () => {
    expect(cost('{ serverTime }')).toBe(1);
    expect(cost('{ serverTime locale }')).toBe(2);
    expect(cost('{ tpGame(identifier: "x") { id title } }')).toBe(3);
  });

  it('counts a list of objects at its longest: a list of games as 5,000 games', () => {
    expect(cost('{ tpGamesGetAll(tagSlug: "slots") { id } }')).toBe(5_001);
    // 17 fields and up to 5 tags of 4 fields each, 5,000 times.
    expect(cost(TP_GAMES_GET_ALL_QUERY, { favorites: true })).toBe(190_001);
    expect(cost('{ languages { code name dir } }')).toBe(61);
  });

  it('puts 100 aliases of a game list far over the default limit, even with one field', () => {
    const aliases = Array.from(
      { length: 100 },
      (_, i) => `a${i}: tpGamesGetAll(tagSlug: "slots") { id }`,
    );
    expect(cost(`{ ${aliases.join(' ')} }`)).toBe(500_100);
    expect(500_100).toBeGreaterThan(defaultMaxCost);
  });

  it('counts what @include and @skip leave in, with the variables', () => {
    const query = 'query Q($more: Boolean!) { serverTime locale @include(if: $more) }';
    expect(cost(query, { more: true })).toBe(2);
    expect(cost(query, { more: false })).toBe(1);
  });

  it('counts a fragment where it is spread', () => {
    const query = `{ a: tpGame(identifier: "a") { ...F } b: tpGame(identifier: "b") { ...F } }
      fragment F on TPGame { id title }`;
    expect(cost(query)).toBe(6);
  });

  it('costs introspection nothing', () => {
    expect(cost('{ __schema { types { name fields { name } } } }')).toBe(0);
  });
});

describe('LIST_LENGTHS', () => {
  const listsOfObjects = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) || isInterfaceType(type))
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter(
          (field) =>
            isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type)),
        )
        .map((field) => `${type.name}.${field.name}`),
    );

  it('names every list of objects in the schema, and nothing else', () => {
    expect(listsOfObjects.sort()).toEqual(Object.keys(LIST_LENGTHS).sort());
  });
});
