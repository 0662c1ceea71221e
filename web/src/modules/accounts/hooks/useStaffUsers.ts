import type { StaffRole } from '@domain/roles';
import {
  useCurrentStaffUserQuery,
  useDeleteUserMutation,
  useSetUserRoleMutation,
  useStaffUsersQuery,
  type StaffUsersQuery,
} from '../../../generated/graphql';

export type StaffUser = StaffUsersQuery['users'][number];

/** Every staff account for the privileges page: the cached list at once, then the server's. */
export function useStaffUsers() {
  const { data, loading, error } = useStaffUsersQuery({ fetchPolicy: 'cache-and-network' });
  return { users: data?.users, loading, error };
}

/** The signed-in staff member's id, so the page can keep them from changing their own role. */
export function useMyStaffId(): string | undefined {
  return useCurrentStaffUserQuery().data?.me?.id;
}

/** Gives a staff account a role (admin only, checked by the server). */
export function useSetStaffRole(): (id: string, role: StaffRole) => Promise<void> {
  const [setUserRole] = useSetUserRoleMutation();
  return async (id, role) => {
    await setUserRole({ variables: { id, role } });
  };
}

/** Deletes a staff account and drops it from every cached list. */
export function useDeleteStaffUser() {
  const [deleteUser, state] = useDeleteUserMutation();
  const remove = async (id: string) => {
    await deleteUser({
      variables: { id },
      update: (cache) => cache.evict({ id: cache.identify({ __typename: 'User', id }) }),
    });
  };
  return { remove, deleting: state.loading };
}
