import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emitSchemaDefinitionFile, getMetadataStorage } from 'type-graphql';
import { isPermission } from '../domain/permissions.js';
import { projectRoot } from '../config/paths.js';
import { PUBLIC_OPERATIONS } from './public-operations.js';
import { getSchema } from '../schema.js';

describe('GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:emit` after changing resolvers)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'odf-schema-')), 'schema.graphql');
    await emitSchemaDefinitionFile(file, await getSchema());
    expect(readFileSync(path.join(projectRoot, 'schema.graphql'), 'utf8')).toBe(readFileSync(file, 'utf8'));
  });

  it('guards every Query and Mutation with @Authorized, or lists it as deliberately public', async () => {
    const schema = await getSchema();
    const storage = getMetadataStorage();
    const operations = [
      ...storage.queries.map((q) => ({ ...q, type: 'Query' })),
      ...storage.mutations.map((m) => ({ ...m, type: 'Mutation' })),
    ];
    const unguarded: string[] = [];
    const both: string[] = [];
    for (const op of operations) {
      const name = `${op.type}.${op.schemaName}`;
      const authorized = storage.authorizedFields.find((a) => a.target === op.target && a.fieldName === op.methodName);
      const classAuthorized = storage.authorizedResolver.find((a) => a.target === op.target);
      const roles = authorized?.roles ?? classAuthorized?.roles;
      if (roles) {
        expect(roles.length, `${name} must name a permission`).toBeGreaterThan(0);
        for (const role of roles) expect(isPermission(String(role)), `${name}: unknown permission ${String(role)}`).toBe(true);
        if (PUBLIC_OPERATIONS.has(name)) both.push(name);
      } else if (!PUBLIC_OPERATIONS.has(name)) unguarded.push(name);
    }
    expect(unguarded, 'operations without @Authorized that are not on the public list').toEqual([]);
    expect(both, 'operations both guarded and listed as public').toEqual([]);
    // Every operation in the schema was seen above (no resolver escaped the walk).
    const inSchema = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((f) => `Mutation.${f}`),
    ];
    expect(inSchema.sort()).toEqual(operations.map((o) => `${o.type}.${o.schemaName}`).sort());
  });
});
