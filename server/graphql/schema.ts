/** The executable schema, assembled from every module's typeDefs and resolvers (./modules.ts). */
import { createSchema } from 'graphql-yoga';
import { GRAPHQL_MODULES } from './modules';
import type { GraphQLContext, GraphQLServerContext } from './types';

export function graphqlSchema() {
  return createSchema<GraphQLServerContext & GraphQLContext>({
    typeDefs: GRAPHQL_MODULES.map((m) => m.typeDefs),
    resolvers: GRAPHQL_MODULES.map((m) => m.resolvers),
  });
}
