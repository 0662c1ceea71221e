import { organisation } from '@domain/organisation';

/** What a first-time visitor sees in the editor: how to use the playground, and a query to run. */
export const defaultQuery = `# ${organisation.name} GraphQL API (POST /graphql)
#
# Run: put the cursor in an operation below and
#   press Ctrl/Cmd + Enter, or use the pink button.
# Docs: the book icon on the left lists every
#   query, mutation and type.
# Autocomplete: Ctrl + Space; mistakes are
#   underlined as you type.
# Staff data and mutations: sign in on /login
#   in this browser, then come back here.
# Limits: one operation per request, and caps
#   on depth, aliases and cost; a rejected
#   request says which one it hit.

query ApiStatus {
  health
  __typename
}

# Every query and mutation, with what it does:
query WhatCanIAsk {
  __schema {
    queryType { fields { name description } }
    mutationType { fields { name description } }
  }
}
`;
