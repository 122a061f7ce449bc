/**
 * Module locales: the languages the product ships (from the contract) and the one the server
 * matched for this request, over GraphQL.
 */

import type { GraphQLModule } from '@server/graphql/types';
import { LANGUAGES } from '@/contracts/locales';

export const localesGraphQL: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    enum TextDirection {
      ltr
      rtl
    }

    type Language {
      "BCP 47 code, e.g. pt."
      code: String!
      "The language's name for itself."
      name: String!
      dir: TextDirection!
    }

    type Query {
      "Every supported language, in the spec's order."
      languages: [Language!]!
      "The supported language best matching this request's accept-language header."
      locale: String!
    }
  `,
  resolvers: {
    Query: {
      languages: () => LANGUAGES,
      locale: (_parent, _args, context) => context.locale,
    },
  },
};
