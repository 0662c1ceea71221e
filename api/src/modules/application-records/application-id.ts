import { notFound, parseId } from '../../domain/errors.js';

export const applicationNotFound = () => notFound('No such application.');

/** An application id from a URL or GraphQL argument; anything else is an application that does not exist. */
export function applicationId(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw applicationNotFound();
  return id;
}
