import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { ONE_APPLICATION_PERMISSIONS } from '../../api/src/domain/permissions.js';
import { getSchema } from '../../api/src/schema.js';
import { listRoutePermissions } from '../support/route-inventory.js';
import type { TestApp } from '../support/test-app.js';

/** A door about one application: a REST route or a GraphQL operation, and the permissions it checks. */
export interface Door {
  name: string;
  permissions: string[];
  call: (client: import('../support/http-client.js').HttpClient, id: number) => Promise<string>;
}

const aboutOne = (permissions: string[]) => permissions.some((p) => ONE_APPLICATION_PERMISSIONS.has(p as never));

/** What a door answered: its error code (REST `code`, GraphQL `extensions.code`) or its status. */
async function restAnswer(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return body.code ?? String(response.status);
}

/**
 * Every REST route whose permission (read from its requirePermission handler) is about one
 * application and whose path names one: the undergraduate kind, the application `id`.
 */
export function restDoors(app: TestApp): Door[] {
  const router = (app.server.listeners('request')[0] as unknown as { router: unknown }).router;
  return listRoutePermissions(router)
    .map(([route, permissions]) => [route.replace('//', '/'), permissions] as const)
    .filter(([route, permissions]) => aboutOne(permissions) && /\/api\/(archive\/)?undergrad\/|:kind\/:id/.test(route))
    .filter(([route]) => /:id|:applicantId|\/unarchive$/.test(route))
    .map(([route, permissions]) => ({
      name: route,
      permissions,
      call: async (client, id) => {
        const [method, pattern] = route.split(' ') as [string, string];
        const path = pattern
          .replace(':kind', 'undergrad')
          .replace(/:(id|applicantId)/, String(id))
          .replace(':fileId', 'no-such-file');
        return restAnswer(await client.request(method, path, { json: method === 'GET' ? undefined : { id }, csrf: true }));
      },
    }));
}

function sample(type: GraphQLInputType, id: number): unknown {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.name === 'ApplicationKind' ? 'UNDERGRAD' : named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields()))
      if (isNonNullType(field.type)) out[field.name] = field.name === 'applicationId' ? String(id) : sample(field.type, id);
    return out;
  }
  if (isScalarType(named) && named.name === 'JSONObject') return {};
  if (isScalarType(named)) return named.name === 'Int' || named.name === 'Float' ? 1 : named.name === 'Boolean' ? true : 'x';
  return null;
}

/** Every Query and Mutation whose @Authorized permissions are about one application and whose arguments name one. */
export async function graphqlDoors(): Promise<Door[]> {
  const schema = await getSchema();
  const storage = getMetadataStorage();
  const doors: Door[] = [];
  for (const [kind, resolvers] of [
    ['query', storage.queries],
    ['mutation', storage.mutations],
  ] as const) {
    const fields = (kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields();
    for (const resolver of resolvers) {
      const permissions =
        (storage.authorizedFields.find((a) => a.target === resolver.target && a.fieldName === resolver.methodName)
          ?.roles as string[]) ?? [];
      const field = fields[resolver.schemaName] as GraphQLField<unknown, unknown> | undefined;
      if (!field || !aboutOne(permissions)) continue;
      const names = field.args.map((a) => a.name);
      const input = field.args.find((a) => a.name === 'input');
      const namesOne =
        (names.includes('kind') && (names.includes('id') || names.includes('ids'))) ||
        (input &&
          isInputObjectType(getNamedType(input.type)) &&
          'applicationId' in (getNamedType(input.type) as never as { getFields(): object }).getFields());
      if (!namesOne) continue;
      const args = field.args.filter((a) => isNonNullType(a.type) || a.name === 'id');
      const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
      const query = `${kind} Door(${defs}) { ${field.name}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})${selection} }`;
      doors.push({
        name: `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
        permissions,
        call: async (client, id) => {
          const variables = Object.fromEntries(
            args.map((a) => [a.name, a.name === 'id' ? String(id) : a.name === 'ids' ? [String(id)] : sample(a.type, id)]),
          );
          const result = await client.graphql(query, variables);
          return result.errors?.[0]?.extensions?.code ?? 'ok';
        },
      });
    }
  }
  return doors;
}

export const DECLARE = `mutation($id: ID!, $category: ConflictCategory!, $note: String) {
  declareConflict(kind: UNDERGRAD, id: $id, category: $category, note: $note) { id category declarerName reference withdrawnAt }
}`;
export const WITHDRAW = `mutation($id: ID!, $reason: String!) { withdrawConflict(id: $id, reason: $reason) { id withdrawnAt withdrawnByName withdrawalReason } }`;
export const SAVE_POLICY = `mutation($cycleId: ID!, $text: String!) { saveConflictPolicy(cycleId: $cycleId, text: $text) { cycleId version acceptedAt } }`;
export const ACCEPT = `mutation($cycleId: ID!) { acceptConflictPolicy(cycleId: $cycleId) { version acceptedAt } }`;
export const GATE = `query($id: ID!) { conflictGate(kind: UNDERGRAD, id: $id) { reference firstName recused policy { version text acceptedAt } } }`;
export const RECORD = `query($cycleId: ID!) { conflicts(cycleId: $cycleId) {
  policyVersion declarations { id declarerName category note reference withdrawnAt withdrawnByName withdrawalReason } acceptances { name version acceptedAt }
} }`;
