import { registerEnumType } from 'type-graphql';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles.js';

export const Role = Object.fromEntries(STAFF_ROLES.map((r) => [r, r])) as { [K in StaffRole]: K };
registerEnumType(Role, {
  name: 'Role',
  description: 'A staff role (spec §6). A new registration has none until an admin gives one.',
});
