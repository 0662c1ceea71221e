import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  getNullableType,
  isListType,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type * as QueryComplexity from 'graphql-query-complexity';

// The package's ESM build imports graphql's .mjs files, while our server (and type-graphql) load
// graphql's CommonJS build; mixing the two fails with "from another module or realm". Its CJS build
// shares our graphql.
const { getComplexity, fieldExtensionsEstimator } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof QueryComplexity;

/**
 * What one GraphQL request may ask for. Generous for the staff console and for integrators
 * (GraphiQL's full introspection query passes), tight enough that one request can't make the
 * server do unbounded work. Decision record: docs/decisions/050-graphql-request-limits.md.
 */
export const GRAPHQL_LIMITS = {
  /** Parser tokens per document; GraphiQL's introspection query has about 190. */
  maxTokens: 3000,
  /**
   * Nested selection levels (fragments don't add a level). `__schema` is exempt: graphql's own
   * MaxIntrospectionDepthRule already stops circular `types { fields { type { fields … } } }`.
   */
  maxDepth: 10,
  /** Aliases per operation, `__typename` included: aliases are how one request repeats work. */
  maxAliases: 20,
  /** 1 per field; a list multiplies what it holds by its page size (see `multiplier`). */
  maxCost: 10_000,
  /** Page size assumed for a list field without a first/last/take/limit/pageSize argument. */
  defaultListSize: 10,
} as const;

export type GraphQLLimits = typeof GRAPHQL_LIMITS;

const PAGE_SIZE_ARGS = ['first', 'last', 'take', 'limit', 'pageSize'] as const;
const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/** A rejected request: HTTP 400 with a message that says which limit and by how much. */
function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

/** graphql-armor prefixes its messages with "Syntax Error: ", which these are not. */
const reportAs = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));

/** Depth and alias limits, run with graphql's own validation rules (400 GRAPHQL_VALIDATION_FAILED). */
export function limitRules(limits: GraphQLLimits = GRAPHQL_LIMITS): ValidationRule[] {
  return [
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [reportAs],
    }),
    maxAliasesRule({ n: limits.maxAliases, allowList: [], propagateOnRejection: false, onReject: [reportAs] }),
  ];
}

export const parseOptions = (limits: GraphQLLimits = GRAPHQL_LIMITS): ParseOptions => ({ maxTokens: limits.maxTokens });

/** The page size a field's arguments ask for, if any. */
function requestedPageSize(args: Record<string, unknown>): number | undefined {
  for (const name of PAGE_SIZE_ARGS) {
    const value = args[name];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
}

/**
 * How many times a field's selection runs. A list runs it once per item: its page size, or the
 * default. A page object (`applications(pageSize: 50) { items { … } total }`) carries the size
 * on itself while its `items` list has no argument: scale its selection by size / default, so
 * `items` ends up counted `pageSize` times.
 */
function multiplier(isList: boolean, args: Record<string, unknown>, defaultListSize: number): number {
  const size = requestedPageSize(args);
  if (isList) return size ?? defaultListSize;
  return size === undefined ? 1 : Math.max(1, size / defaultListSize);
}

type Estimator = QueryComplexity.ComplexityEstimator;

const estimators = (limits: GraphQLLimits): Estimator[] => [
  // Introspection is bounded by graphql's MaxIntrospectionDepthRule and the token limit, not priced.
  ({ field }) => (INTROSPECTION_ROOTS.has(field.name) ? 0 : undefined),
  // A feature may price an expensive field itself: @Field(() => X, { complexity: 50 }).
  fieldExtensionsEstimator(),
  // 1 for the field itself, plus what it holds times the number of times it runs.
  ({ field, args, childComplexity }) =>
    1 + Math.ceil(childComplexity * multiplier(isListType(getNullableType(field.type)), args, limits.defaultListSize)),
];

/** The cost of the operation that will run, with its variables (a page size may be a variable). */
export function measureCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { variables?: Record<string, unknown>; operationName?: string; limits?: GraphQLLimits } = {},
): number {
  return getComplexity({
    schema,
    query: document,
    variables: options.variables ?? {},
    operationName: options.operationName,
    estimators: estimators(options.limits ?? GRAPHQL_LIMITS),
  });
}

/** Costs remembered per parsed document: at most this many variable sets each, small ones only. */
const COSTS_PER_DOCUMENT = 32;
const MAX_VARIABLES_KEY = 2000;

/**
 * Rejects a request whose cost is over a limit, after validation and before anything runs.
 * Apollo hands every request with the same text the same parsed document, so the cost of a
 * document with the same variables is measured once, not on every request of the console.
 */
export function costLimitPlugin<TContext extends object>(limits: GraphQLLimits = GRAPHQL_LIMITS): ApolloServerPlugin<TContext> {
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  const costOf = (
    schema: GraphQLSchema,
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
  ) => {
    const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
    let costs = known.get(document);
    const remembered = costs?.get(key);
    if (remembered !== undefined) return remembered;
    const cost = measureCost(schema, document, { variables, operationName, limits });
    if (key.length <= MAX_VARIABLES_KEY) {
      if (!costs) known.set(document, (costs = new Map()));
      if (costs.size >= COSTS_PER_DOCUMENT) costs.clear();
      costs.set(key, cost);
    }
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let cost: number;
          try {
            cost = costOf(schema, document, request.variables, request.operationName);
          } catch {
            // Variables that don't fit the operation: execution rejects them with a clear message.
            return;
          }
          if (cost > limits.maxCost) {
            throw limitError(
              `Query cost limit of ${limits.maxCost} exceeded, found ${cost}. Ask for fewer fields or smaller pages.`,
            );
          }
        },
      };
    },
  };
}
