import { GraphiQL } from 'graphiql';
import { organisation } from '@domain/organisation';
import { defaultQuery } from './default-query';
import { createPlaygroundFetcher } from './fetcher';

const fetcher = createPlaygroundFetcher();

export function Playground() {
  return (
    <div className="odf-playground">
      <header className="odf-playground__header">
        <a className="odf-playground__home" href="/">
          {organisation.name}
        </a>
        <span className="odf-playground__title">GraphQL API playground</span>
        <p className="odf-playground__note">
          Staff: <a href="/login">sign in on /login</a>, then your queries and mutations run as you.
        </p>
      </header>
      <main className="odf-playground__main">
        <h1 className="visually-hidden">GraphQL API playground</h1>
        <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} shouldPersistHeaders={false}>
          <GraphiQL.Logo>{organisation.abbr} API</GraphiQL.Logo>
        </GraphiQL>
      </main>
    </div>
  );
}
