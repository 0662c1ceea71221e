import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed Apollo hooks for the staff console, from schema.graphql (emitted by type-graphql)
 * and one operation per .graphql file under web/src/modules. Both inputs and the output
 * are committed; `npm test` fails when the output is stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/modules/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        apolloReactHooksImportFrom: '@apollo/client/react',
        apolloReactCommonImportFrom: '@apollo/client/react',
        withMutationFn: false,
        withMutationOptionsType: false,
        withSuspenseQuery: false,
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        scalars: { DateTimeISO: 'string', Upload: 'File', SafeInt: 'number' },
      },
    },
  },
};

export default config;
