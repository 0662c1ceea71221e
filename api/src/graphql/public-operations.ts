/**
 * GraphQL operations anyone may call, without signing in. Every other Query and Mutation
 * field must carry @Authorized; a test walks the schema to prove it.
 */
export const PUBLIC_OPERATIONS = new Set<string>(['Query.health']);
