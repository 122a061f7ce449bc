/**
 * In production the schema is not handed out: introspection (__schema, __type) is refused by
 * graphql-js's NoSchemaIntrospectionCustomRule, and validation errors lose their 'Did you
 * mean "…"?' suggestions (GraphQL Armor), which would spell the schema out field by field. The
 * client never introspects; development keeps both for GraphiQL.
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import type { Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from './graphql-js';

export function schemaPrivacyPlugins(): Plugin[] {
  return [
    { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) },
    blockFieldSuggestionsPlugin(),
  ];
}
