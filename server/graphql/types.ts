/**
 * GraphQL: Yoga at /api/graphql with batching (at most 5 operations, the client's limit). The
 * schema is assembled from modules: each capability contributes typeDefs and resolvers in
 * modules/<m>/graphql.ts and is listed in ./modules.ts. Types may be declared by several
 * modules (`type Query { ... }` in each); the schema merges them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLScalarType } from 'graphql';
import type { LocaleCode } from '@/contracts/locales';

/** What Yoga's Fastify route passes in as the server context. */
export interface GraphQLServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What every resolver receives as its context. */
export interface GraphQLContext {
  /** The best supported locale from the request's accept-language header. */
  locale: LocaleCode;
  request: FastifyRequest;
}

export type Resolver = (
  parent: unknown,
  args: Record<string, unknown>,
  context: GraphQLContext,
) => unknown;

export interface GraphQLModule {
  typeDefs: string;
  /** Field resolvers per type, or a custom scalar's implementation under its name. */
  resolvers: Record<string, Record<string, Resolver> | GraphQLScalarType>;
}
