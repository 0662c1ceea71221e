import { useRevealSocialSecurityNumbersMutation, type ApplicationKind } from '../../../generated/graphql';

/** Reveals an application's Social Security numbers in full (audited on the server), by field. */
export function useRevealSocialSecurityNumbers() {
  const [reveal, state] = useRevealSocialSecurityNumbersMutation();
  const revealNumbers = async (kind: ApplicationKind, id: string): Promise<Record<string, string>> => {
    const result = await reveal({ variables: { kind, id } });
    const values = result.data?.revealSocialSecurityNumbers ?? [];
    return Object.fromEntries(values.map((v) => [v.field, v.value]));
  };
  return { revealNumbers, revealing: state.loading };
}
