/** Every module's GraphQL contribution; a new capability adds its module here. */
import { catalogueGraphQL } from '../modules/catalogue/graphql';
import { localesGraphQL } from '../modules/locales/graphql';
import { baseGraphQL } from './base';
import type { GraphQLModule } from './types';

export const GRAPHQL_MODULES: readonly GraphQLModule[] = [
  baseGraphQL,
  localesGraphQL,
  catalogueGraphQL,
];
