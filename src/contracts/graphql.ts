/** Where GraphQL is served and how many operations one batched request may carry (spec part 1 §7, §9). */
export const GRAPHQL_PATH = '/api/graphql';
export const GRAPHQL_BATCH_LIMIT = 5;
