import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
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
import { getSchema } from '../../api/src/graphql/schema.js';
import { HealthResolver } from '../../api/src/modules/health/health.resolver.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Nothing that looks like a stack frame, a file path or Apollo's stacktrace extension. */
function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(/);
  expect(text).not.toMatch(/stacktrace/i);
  expect(text).not.toMatch(/\/(work|home|app|node_modules)\//);
}

/** `ofType { ofType { … name } }`, n levels deep. */
const nestedOfType = (n: number): string => (n === 0 ? 'name' : `ofType { ${nestedOfType(n - 1)} }`);

// The real resolvers plus a fixture with paged lists (see graphql-limits.fixture.ts).
vi.mock('../../api/src/graphql/resolvers.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/src/graphql/resolvers.js')>();
  const { LimitsFixtureResolver } = await import('./graphql-limits.fixture.js');
  return { resolvers: [...original.resolvers, LimitsFixtureResolver] };
});

describe.each(databases)('GraphQL request limits on %s', (kind) => {
  let app: TestApp;
  let client: HttpClient;

  beforeAll(async () => {
    // Production, with introspection opened to everyone as a site may choose for its integrators
    // (by default only signed-in staff introspect there: graphql-disclosure.test.ts).
    app = await startTestApp(kind, { env: { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'everyone' } });
    client = new HttpClient(app.url);
  });
  afterAll(() => app.close());

  async function post(body: unknown): Promise<{ status: number; text: string; body: GraphQLBody }> {
    const response = await client.request('POST', '/graphql', { json: body });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as GraphQLBody };
  }

  async function expectRejected(query: string, message: RegExp): Promise<void> {
    const result = await post({ query });
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors![0]!.message).toMatch(message);
    expect(Object.keys(result.body.errors![0]!.extensions ?? {})).toEqual(['code']);
    expect(result.body.errors![0]!.extensions?.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
    expectNoStack(result.text);
  }

  it('answers an ordinary query', async () => {
    const result = await post({ query: '{ health __typename }' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { health: 'ok', __typename: 'Query' } });
  });

  it('rejects a query nested deeper than the limit, and accepts one at the limit', async () => {
    // __type(1) fields(2) type(3) ofType… : depth = 3 + n + 1 for the innermost name.
    const atLimit = `{ __type(name: "Query") { fields { type { ${nestedOfType(GRAPHQL_LIMITS.maxDepth - 4)} } } } }`;
    const ok = await post({ query: atLimit });
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();

    const tooDeep = `{ __type(name: "Query") { fields { type { ${nestedOfType(GRAPHQL_LIMITS.maxDepth + 2)} } } } }`;
    await expectRejected(tooDeep, new RegExp(`^Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found \\d+\\.$`));
  });

  it('counts depth through fragments, so splitting a deep query into fragments does not help', async () => {
    const query = `
      query Deep { __type(name: "Query") { ...F1 } }
      fragment F1 on __Type { fields { ...F2 } }
      fragment F2 on __Field { type { ...F3 } }
      fragment F3 on __Type { ${nestedOfType(GRAPHQL_LIMITS.maxDepth)} }`;
    await expectRejected(query, /^Query depth limit of \d+ exceeded/);
  });

  it('prices lists by their page size: a fair page passes, a costly or wide one is rejected', async () => {
    const fair = await post({ query: '{ limitsFixtureRows(first: 50) { id name children(first: 5) { id } } }' });
    expect(fair.status).toBe(200);
    expect((fair.body.data as { limitsFixtureRows: unknown[] }).limitsFixtureRows).toHaveLength(50);

    // 1000 rows × (2 fields + 100 children × 2 fields) ≈ 200,000.
    await expectRejected(
      '{ limitsFixtureRows(first: 1000) { id name children(first: 100) { id name } } }',
      /^Query cost limit of 10000 exceeded, found \d+\. Ask for fewer fields or smaller pages\.$/,
    );
    // Lists without a page size count as the default size (10), so nesting still multiplies.
    await expectRejected(
      '{ limitsFixtureRows { children { children { children { children { id name } } } } } }',
      /^Query cost limit of 10000 exceeded/,
    );
  });

  it('prices a page object by the page size given to the field that returns it', async () => {
    const page = (size: number) =>
      `{ limitsFixturePage(pageSize: ${size}) { total items { id name children(first: 5) { id } } } }`;
    const fair = await post({ query: page(100) });
    expect(fair.status).toBe(200);
    expect((fair.body.data as { limitsFixturePage: { items: unknown[] } }).limitsFixturePage.items).toHaveLength(100);
    // 2000 items × (id, name, and a list of 5 children: 8) ≈ 16,000.
    await expectRejected(page(2000), /^Query cost limit of 10000 exceeded, found 164\d\d\./);
  });

  it('reads a page size given as a variable', async () => {
    const query = 'query Rows($n: Int) { limitsFixtureRows(first: $n) { id name } }';
    const small = await client.request('POST', '/graphql', { json: { query, variables: { n: 3 } } });
    expect(small.status).toBe(200);
    const big = await client.request('POST', '/graphql', { json: { query, variables: { n: 100_000 } } });
    expect(big.status).toBe(400);
    expect(await big.text()).toMatch(/Query cost limit of 10000 exceeded, found 200001\./);
  });

  it('answers a page size of the wrong type with a clear 400, not a bypass', async () => {
    const query = 'query Rows($n: Int) { limitsFixtureRows(first: $n) { id } }';
    const response = await client.request('POST', '/graphql', { json: { query, variables: { n: 'lots' } } });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/Variable \\"\$n\\" got invalid value/);
    expect(text).not.toMatch(/"id"/);
    expectNoStack(text);
  });

  it('honours a complexity a feature declares on an expensive field', async () => {
    const once = await post({ query: '{ limitsFixtureExpensive }' });
    expect(once.status).toBe(200);
    await expectRejected(
      '{ a: limitsFixtureExpensive b: limitsFixtureExpensive c: limitsFixtureExpensive }',
      /^Query cost limit/,
    );
  });

  it('rejects circular introspection (graphql-js MaxIntrospectionDepthRule)', async () => {
    const hop = (inner: string) => `fields { type { ofType { ofType { ${inner} } } } }`;
    const query = `{ __schema { types { ${hop(hop(hop(hop('name'))))} } } }`;
    await expectRejected(query, /^Maximum introspection depth exceeded$/);
  });

  it('rejects alias abuse beyond the limit and accepts aliases up to it', async () => {
    const aliases = (n: number, field = 'health') => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
    const ok = await post({ query: `{ ${aliases(GRAPHQL_LIMITS.maxAliases)} }` });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data ?? {})).toHaveLength(GRAPHQL_LIMITS.maxAliases);

    const limit = GRAPHQL_LIMITS.maxAliases;
    await expectRejected(`{ ${aliases(limit + 1)} }`, new RegExp(`^Aliases limit of ${limit} exceeded, found ${limit + 1}\\.$`));
    // __typename is cheap, but thousands of them are still work and bytes.
    await expectRejected(`{ ${aliases(500, '__typename')} }`, /^Aliases limit of \d+ exceeded, found 500\.$/);
    // Hiding aliases in a fragment spread many times counts every spread.
    const fragment = `fragment F on Query { ${aliases(10)} }`;
    await expectRejected(`{ ...F ...F ...F } ${fragment}`, /^Aliases limit of \d+ exceeded/);
  });

  it('rejects a document with too many tokens before parsing it all', async () => {
    const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'health').join(' ')} }`;
    await expectRejected(query, /Document contains more th\w+ \d+ tokens/);
  });

  it('rejects a batched array of operations: batching is off', async () => {
    const result = await post([{ query: '{ health }' }, { query: '{ health }' }]);
    expect(result.status).toBe(400);
    expect(result.text).toMatch(/batching/i);
    expect(result.text).not.toMatch(/"health":"ok"/);
    expectNoStack(result.text);
  });

  it("still serves GraphiQL's full introspection query to integrators", async () => {
    const query = getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true, descriptions: true });
    const result = await post({ query, operationName: 'IntrospectionQuery' });
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    const schema = (result.body.data as { __schema: { queryType: { name: string }; types: { name: string }[] } }).__schema;
    expect(schema.queryType.name).toBe('Query');
    expect(schema.types.map((t) => t.name)).toContain('Query');
  });

  it('masks an internal error in production: generic message, no detail, no stack trace', async () => {
    const failure = new Error("Duplicate entry '123-45-6789' for key 'applicant.ssn' at /work/main/db/x.ts:12");
    const spy = vi.spyOn(HealthResolver.prototype, 'health').mockImplementation(() => {
      throw failure;
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = await post({ query: '{ health }' });
      expect(result.status).toBe(200);
      expect(result.body.data).toBeNull();
      expect(result.body.errors).toEqual([
        {
          message: 'Something went wrong on our side. Please try again.',
          path: ['health'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(result.text).not.toMatch(/Duplicate|123-45-6789|applicant/);
      expectNoStack(result.text);
      expect(spy).toHaveBeenCalled();
      // The log says what failed, without the quoted value (which may be an SSN).
      const lines = logged.mock.calls.map((call) => call.join(' '));
      expect(lines).toContainEqual(expect.stringMatching(/^\[graphql\] health: Error: Duplicate entry '…' for key '…'/));
      expect(lines.join('\n')).not.toMatch(/123-45-6789|6789/);
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
  });

  it('blocks a GET query without a preflight header (CSRF prevention) and allows it with one', async () => {
    const url = `${app.url}/graphql?query=${encodeURIComponent('{ health }')}`;
    const blocked = await fetch(url, { headers: { accept: 'application/json' } });
    expect(blocked.status).toBe(400);
    const text = await blocked.text();
    expect(text).toMatch(/Cross-Site Request Forgery/);
    expect(text).not.toMatch(/"health"/);
    expectNoStack(text);

    const allowed = await fetch(url, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { health: 'ok' } });
  });

  it('blocks a simple cross-site form POST (text/plain) without a preflight header', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ health }' }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/"health":"ok"/);
    expectNoStack(text);
  });
});

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
