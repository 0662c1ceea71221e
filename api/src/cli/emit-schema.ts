import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { getSchema } from '../schema.js';

/** `npm run schema:emit`: writes schema.graphql, the committed contract for integrators and codegen. */
const target = path.resolve(process.argv[2] ?? 'schema.graphql');
await emitSchemaDefinitionFile(target, await getSchema());
console.log(`Wrote ${target}`);
