/**
 * graphql-js as Yoga, GraphQL Armor and graphql-query-complexity load it. The package ships a
 * CommonJS and an ES build: Node hands everyone the CommonJS one, but the test runner (Vite)
 * would give our own sources the ES one, a second copy whose classes fail the first's
 * instanceof checks (and graphql-js throws on such a mix outside production). Naming the
 * CommonJS file keeps one copy everywhere; our runtime imports of graphql-js go through here.
 */
export {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isListType,
  NoSchemaIntrospectionCustomRule,
  printSchema,
} from 'graphql/index.js';
