import 'reflect-metadata';
import { GRAPHQL_LIMITS } from '../../api/src/graphql/limits.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { graphqlPoster, expectNoStack, nestedOfType, productionEnv } from './graphql-limits.support.js';

// The shape of a query: its depth, its cost, its aliases and its tokens.

// The real resolvers plus a fixture with paged lists (see graphql-limits-schema.support.ts).
vi.mock('../../api/src/modules/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/src/modules/index.js')>();
  const { LimitsFixtureResolver } = await import('./graphql-limits-schema.support.js');
  return { FEATURES: [...original.FEATURES, { name: 'limits-fixture', resolvers: [LimitsFixtureResolver] }] };
});

describe.each(databases)('GraphQL request limits on %s', (kind) => {
  let app: TestApp;
  let client: HttpClient;
  const { post, expectRejected } = graphqlPoster(() => client);

  beforeAll(async () => {
    app = await startTestApp(kind, { env: productionEnv });
    client = new HttpClient(app.url);
  });
  afterAll(() => app.close());

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
});
