import { useApolloClient } from '@apollo/client/react';
import { print, type DocumentNode } from 'graphql';
import {
  DeleteNewsStoryDocument,
  DeleteStoreProductDocument,
  DeleteTeamMemberDocument,
  SaveNewsStoryDocument,
  SaveStoreProductDocument,
  SaveTeamMemberDocument,
  SiteContentForStaffDocument,
  UpdateSiteSettingsDocument,
  useSiteContentForStaffQuery,
  type SiteContentForStaffQuery,
} from '../../../generated/graphql';
import { csrfToken } from '../../../console/csrf';
import { messageOf as staffMessageOf } from '../../../console/refusals';

export type SiteContent = SiteContentForStaffQuery['siteContent'];
export type ListKind = 'team' | 'news' | 'store';
export type ContentItem = SiteContent['team'][number] | SiteContent['news'][number] | SiteContent['storeProducts'][number];

/** A refused save: the message and, per field, what to fix. */
export class SaveProblem extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const SAVE: Record<ListKind, DocumentNode> = {
  team: SaveTeamMemberDocument,
  news: SaveNewsStoryDocument,
  store: SaveStoreProductDocument,
};
const DELETE: Record<ListKind, DocumentNode> = {
  team: DeleteTeamMemberDocument,
  news: DeleteNewsStoryDocument,
  store: DeleteStoreProductDocument,
};
/** The Upload field of each list's picture. */
export const IMAGE_FIELD: Record<ListKind, 'photo' | 'image'> = { team: 'photo', news: 'image', store: 'image' };

export function itemsOf(content: SiteContent, kind: ListKind): ContentItem[] {
  return kind === 'team' ? content.team : kind === 'news' ? content.news : content.storeProducts;
}

type GraphQLErrorBody = { message: string; extensions?: { fields?: Record<string, string> } };

function problemOf(errors: readonly GraphQLErrorBody[]): SaveProblem {
  const first = errors[0];
  return new SaveProblem(first?.message ?? 'The change could not be saved.', first?.extensions?.fields ?? {});
}

/**
 * A mutation sent by fetch: as a GraphQL multipart request when it carries a picture (Apollo's
 * HTTP link sends JSON only), with the session's CSRF token either way.
 */
async function send(document: DocumentNode, variables: Record<string, unknown>, file?: { path: string; file: File }) {
  const headers: Record<string, string> = { 'CSRF-Token': await csrfToken(), 'apollo-require-preflight': 'true' };
  let body: BodyInit;
  if (file) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: print(document), variables }));
    form.append('map', JSON.stringify({ 0: [`variables.${file.path}`] }));
    form.append('0', file.file, file.file.name);
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ query: print(document), variables });
  }
  const response = await fetch('/graphql', { method: 'POST', headers, body, credentials: 'same-origin' });
  const result = (await response.json().catch(() => ({}))) as { data?: unknown; errors?: GraphQLErrorBody[] };
  if (result.errors?.length) throw problemOf(result.errors);
  if (!response.ok) throw new SaveProblem('The change could not be saved. Please try again.');
  return result.data;
}

/** The content as staff see it (hidden items too), and the edits they can make. */
export function useSiteContent() {
  const query = useSiteContentForStaffQuery({ fetchPolicy: 'cache-and-network' });
  const apollo = useApolloClient();
  const refresh = () => apollo.refetchQueries({ include: [SiteContentForStaffDocument] });

  return {
    content: query.data?.siteContent,
    loading: query.loading && !query.data,
    error: query.error,
    async updateSettings(input: Record<string, string>) {
      await send(UpdateSiteSettingsDocument, { input });
      await refresh();
    },
    async save(kind: ListKind, input: Record<string, unknown>, picture?: File | null) {
      const field = IMAGE_FIELD[kind];
      const data = await send(
        SAVE[kind],
        { input: picture ? { ...input, [field]: null } : input },
        picture ? { path: `input.${field}`, file: picture } : undefined,
      );
      await refresh();
      return data;
    },
    async remove(kind: ListKind, id: string) {
      await send(DELETE[kind], { id });
      await refresh();
    },
  };
}

/** A save's own problem, else the server's refusal or a plain sentence (staff/refusal-message). */
export function messageOf(error: unknown): string {
  if (error instanceof SaveProblem) return error.message;
  return staffMessageOf(error, 'Something went wrong. Please try again.');
}
