import { describe, expect, it } from 'vitest';
import { InMemoryCache } from '@apollo/client';
import { ApplicationListDocument, type ApplicationListQuery, type ApplicationListQueryVariables } from '../../generated/graphql';
import { applicationTypePolicies, listArgs, moveApplicationInCache } from './list-cache';

type Row = ApplicationListQuery['applications']['items'][number];

function row(kind: Row['kind'], id: string, status: Row['status'] = 'ACTIVE'): Row {
  return {
    __typename: 'ApplicationSummary',
    id,
    kind,
    firstName: 'Ana',
    lastName: `Row${id}`,
    email: `row${id}@example.org`,
    reference: `REF-${id}`,
    createdAt: '2026-01-02T03:04:05.000Z',
    archivedAt: null,
    status,
    reviewStatus: 'RECEIVED',
    averageScore: null,
    scoreCount: 0,
    recused: false,
    hasRelatedApplications: false,
    letterWaitingSince: null,
    assignees: [],
  } as Row;
}

function vars(kind: Row['kind'], status: Row['status'], page = 1, search: string | null = null): ApplicationListQueryVariables {
  return { kind, status, page, pageSize: 2, search, sortBy: 'CREATED_AT', sortDirection: 'DESC' };
}

function write(cache: InMemoryCache, variables: ApplicationListQueryVariables, items: Row[], total: number) {
  cache.writeQuery({
    query: ApplicationListDocument,
    variables,
    data: {
      applications: {
        __typename: 'ApplicationPage',
        page: variables.page,
        pageSize: 2,
        pageCount: Math.ceil(total / 2),
        total,
        totalIsEstimate: false,
        items,
      },
    } as ApplicationListQuery,
  });
}

const read = (cache: InMemoryCache, variables: ApplicationListQueryVariables) =>
  cache.readQuery<ApplicationListQuery, ApplicationListQueryVariables>({ query: ApplicationListDocument, variables })
    ?.applications ?? null;

describe('the console cache after archive and unarchive', () => {
  it('keeps applications of different kinds with the same id apart', () => {
    const cache = new InMemoryCache({ typePolicies: applicationTypePolicies });
    write(cache, vars('HIGH_SCHOOL', 'ACTIVE'), [row('HIGH_SCHOOL', '1')], 1);
    write(cache, vars('UNDERGRAD', 'ACTIVE'), [{ ...row('UNDERGRAD', '1'), lastName: 'Other' }], 1);
    expect(read(cache, vars('HIGH_SCHOOL', 'ACTIVE'))?.items[0]?.lastName).toBe('Row1');
    expect(read(cache, vars('UNDERGRAD', 'ACTIVE'))?.items[0]?.lastName).toBe('Other');
  });

  it('removes the row from its page, fixes the counts, and drops only the lists that changed', () => {
    const cache = new InMemoryCache({ typePolicies: applicationTypePolicies });
    write(cache, vars('PARENT', 'ACTIVE', 1), [row('PARENT', '3'), row('PARENT', '2')], 3);
    write(cache, vars('PARENT', 'ACTIVE', 2), [row('PARENT', '1')], 3);
    write(cache, vars('PARENT', 'ARCHIVED'), [], 0);
    write(cache, vars('UNDERGRAD', 'ACTIVE'), [row('UNDERGRAD', '2')], 1);

    moveApplicationInCache(cache, { kind: 'PARENT', id: '2', from: 'ACTIVE', to: 'ARCHIVED' });

    const page1 = read(cache, vars('PARENT', 'ACTIVE', 1));
    expect(page1?.items.map((r) => r.id)).toEqual(['3']);
    expect(page1?.total).toBe(2);
    expect(page1?.pageCount).toBe(1);
    // The next page and the archive changed on the server: fetched again when shown.
    expect(read(cache, vars('PARENT', 'ACTIVE', 2))).toBeNull();
    expect(read(cache, vars('PARENT', 'ARCHIVED'))).toBeNull();
    // Another kind with the same id is untouched.
    expect(read(cache, vars('UNDERGRAD', 'ACTIVE'))?.items.map((r) => r.id)).toEqual(['2']);
  });

  it('reads the arguments of a cached list field', () => {
    expect(listArgs('applications({"kind":"PARENT","page":1,"status":"ARCHIVED"})')).toEqual({
      kind: 'PARENT',
      page: 1,
      status: 'ARCHIVED',
    });
    expect(listArgs('applications')).toBeNull();
  });
});
