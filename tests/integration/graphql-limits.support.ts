import type { HttpClient } from '../support/http-client.js';

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Nothing that looks like a stack frame, a file path or Apollo's stacktrace extension. */
export function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(/);
  expect(text).not.toMatch(/stacktrace/i);
  expect(text).not.toMatch(/\/(work|home|app|node_modules)\//);
}

/** `ofType { ofType { … name } }`, n levels deep. */
export const nestedOfType = (n: number): string => (n === 0 ? 'name' : `ofType { ${nestedOfType(n - 1)} }`);

/**
 * An app in production, with introspection opened to everyone as a site may choose for its
 * integrators (by default only signed-in staff introspect there: graphql-disclosure.test.ts).
 */
export const productionEnv = { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'everyone' };

/** Posts to /graphql and reads the answer; `expectRejected` wants a clean 400 validation refusal. */
export function graphqlPoster(client: () => HttpClient) {
  async function post(body: unknown): Promise<{ status: number; text: string; body: GraphQLBody }> {
    const response = await client().request('POST', '/graphql', { json: body });
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

  return { post, expectRejected };
}
