/** The root fields that belong to no capability. */
import type { GraphQLModule } from './types';

export const baseGraphQL: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    type Query {
      "Milliseconds since the Unix epoch on the server's clock."
      serverTime: Float!
    }
  `,
  resolvers: {
    Query: {
      serverTime: () => Date.now(),
    },
  },
};
