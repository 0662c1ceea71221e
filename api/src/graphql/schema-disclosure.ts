import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GraphQLContext } from './context.js';

/** Who may see the schema through the API: everyone, or signed-in staff only (it stays public in schema.graphql). */
export type Disclosure = 'everyone' | 'staff';

export interface SchemaDisclosure {
  /** `__schema` and `__type` queries (the playground's docs and autocompletion). */
  introspection: Disclosure;
  /** graphql's "Did you mean …?" hints in error messages, which spell out names of the schema. */
  suggestions: Disclosure;
}

export const INTROSPECTION_REFUSED =
  'Introspection is for signed-in staff. The schema is published as schema.graphql with the source code.';

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** Drops graphql's trailing suggestion ("Did you mean "applications"?") from a message. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [\s\S]*\?$/, '');
}

/**
 * Introspection and suggestions per caller: a user with a role sees them; anyone else only
 * where the setting says `everyone` (the default in development, not in production).
 */
export function schemaDisclosurePlugin(settings: SchemaDisclosure): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const staff = contextValue.user?.role != null;
      const introspection = staff || settings.introspection === 'everyone';
      const suggestions = staff || settings.suggestions === 'everyone';
      if (introspection && suggestions) return;
      return {
        async didResolveOperation({ document }) {
          if (!introspection && asksForSchema(document)) {
            throw new GraphQLError(INTROSPECTION_REFUSED, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
        async willSendResponse({ response }) {
          if (suggestions || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.errors) result.errors = result.errors.map((e) => ({ ...e, message: withoutSuggestions(e.message) }));
        },
      };
    },
  };
}
