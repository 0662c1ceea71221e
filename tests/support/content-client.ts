import type { HttpClient } from './http-client.js';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/**
 * A GraphQL multipart request (graphql-multipart-request-spec), as the console sends an image:
 * `files` maps a variable path such as `input.photo` to the file.
 */
export async function graphqlUpload<T = Record<string, unknown>>(
  client: HttpClient,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { name: string; type: string; bytes: Buffer }>,
): Promise<GraphQLResult<T>> {
  const form = new FormData();
  const entries = Object.entries(files);
  const vars = structuredClone(variables) as Record<string, Record<string, unknown>>;
  for (const [varPath] of entries) {
    const [head, tail] = varPath.split('.') as [string, string];
    vars[head]![tail] = null;
  }
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(Object.fromEntries(entries.map(([p], i) => [String(i), [`variables.${p}`]]))));
  entries.forEach(([, file], i) =>
    form.append(String(i), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name),
  );
  const response = await client.request('POST', '/graphql', {
    body: form,
    csrf: true,
    headers: { 'apollo-require-preflight': 'true' },
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLResult<T>, 'status'>) };
}
