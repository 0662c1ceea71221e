import type { Request } from 'express';
import type { ApplicationDoors } from '../../auth/require-permission.js';
import { APPLICATION_KIND_PATHS, isApplicationKind, type ApplicationKind } from '../../domain/applications/index.js';
import { parseId } from '../../domain/errors.js';
import { ONE_APPLICATION_PERMISSIONS, type Permission } from '../../domain/permissions.js';
import type { ApplicationRef, ConflictsService } from './conflicts.service.js';

const KIND_OF_SEGMENT = new Map(Object.entries(APPLICATION_KIND_PATHS).map(([kind, path]) => [path, kind as ApplicationKind]));

function kindOf(value: unknown): ApplicationKind | null {
  if (typeof value !== 'string') return null;
  return isApplicationKind(value) ? value : (KIND_OF_SEGMENT.get(value) ?? null);
}

const ids = (values: unknown): number[] =>
  (Array.isArray(values) ? values : [values]).map(parseId).filter((id): id is number => id !== null);

/** The applications a GraphQL operation names: `kind` with `id` or `ids`, or an input with `kind` and `applicationId`. */
export function applicationsOfArgs(args: Record<string, unknown>): ApplicationRef[] {
  const input = (args.input ?? {}) as Record<string, unknown>;
  const kind = kindOf(args.kind) ?? kindOf(input.kind);
  if (!kind) return [];
  const named = args.id ?? args.ids ?? input.applicationId;
  return ids(named).map((id) => ({ kind, id }));
}

/**
 * The application a REST route names: `/api/{kind}/…/:id` (or `:applicantId`), `/…/:kind/:id`, or
 * the archive's `{id}` body. The kind of a per-kind router is the last segment it is mounted at.
 */
export function applicationOfRequest(req: Request): ApplicationRef[] {
  const params = req.params as Record<string, string | undefined>;
  const kind = kindOf(params.kind) ?? kindOf(req.baseUrl.split('/').pop());
  if (!kind) return [];
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  return ids(params.id ?? params.applicantId ?? body.id).map((id) => ({ kind, id }));
}

/** The staff members an assignment names (assignApplication's userIds, a bulk change's assignUserIds). */
export function assigneesOfArgs(args: Record<string, unknown>): number[] {
  return ids(args.userIds ?? args.assignUserIds ?? []);
}

/** Runs the conflict check for a door when one of its permissions is about one application. */
export async function checkApplicationDoor(
  conflicts: ConflictsService,
  userId: number,
  permissions: readonly Permission[],
  applications: ApplicationRef[],
  assignees: number[] = [],
): Promise<void> {
  if (!permissions.some((p) => ONE_APPLICATION_PERMISSIONS.has(p))) return;
  await conflicts.checkDoor(userId, permissions, applications);
  await conflicts.checkAssignees(applications, assignees);
}

/** The doors' check as the app is configured with (app.ts): the signed-in user against what the door names. */
export function conflictDoors(conflicts: ConflictsService): ApplicationDoors {
  return {
    rest: async (req, permission) => {
      if (req.user) await checkApplicationDoor(conflicts, req.user.id, [permission], applicationOfRequest(req));
    },
    graphql: async (req, permissions, args) => {
      if (req.user)
        await checkApplicationDoor(conflicts, req.user.id, permissions, applicationsOfArgs(args), assigneesOfArgs(args));
    },
  };
}
