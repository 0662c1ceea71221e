import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { GRAPHQL_LIMITS, limitRules, measureCost } from '../../api/src/graphql/limits.js';
import { getSchema } from '../../api/src/schema.js';

/** A value of a GraphQL input type: required input-object fields filled in, lists of one. */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sampleValue(inner.ofType as GraphQLInputType)];
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type);
    }
    return value;
  }
  if (inner.name === 'Int' || inner.name === 'Float') return 1;
  if (inner.name === 'Boolean') return false;
  return '1';
}

/**
 * A value for each required variable, and for every page size 100: five times the console's own
 * page of 20, and twice the REST default, so an integrator's large page is covered too.
 */
function worstCaseVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      const type = typeFromAST(schema, variable.type as Parameters<typeof typeFromAST>[1]) as GraphQLInputType | undefined;
      if (/^(pageSize|first|last|take|limit)$/.test(name)) values[name] = 100;
      else if (!type || !isNonNullType(type) || variable.defaultValue) continue;
      else values[name] = sampleValue(type);
    }
  }
  return values;
}

describe("the staff console's own operations", () => {
  const files = readdirSync('web/src/modules', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => path.join('web/src/modules', file));

  it.each(files)('%s fits well within the limits at the largest page', async (file) => {
    const schema = await getSchema();
    const document = parse(readFileSync(file, 'utf8'), { maxTokens: GRAPHQL_LIMITS.maxTokens });
    expect(validate(schema, document, limitRules()).map((e) => e.message)).toEqual([]);
    const cost = measureCost(schema, document, { variables: worstCaseVariables(schema, document) });
    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost / 2);
  });
});
