import { isApplicationKind, type ApplicationKind } from '../../domain/applications/index.js';
import { notFound, parseId } from '../../domain/errors.js';

/** A cycle id from a query or an argument; absent means the current cycle. */
export function parseCycleId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = parseId(value);
  if (id === null) throw notFound('There is no such cycle of this program.');
  return id;
}

/** A program named in a REST path. */
export function reportKind(value: unknown): ApplicationKind {
  if (!isApplicationKind(value)) throw notFound('There is no such program.');
  return value;
}
