import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { VirusScanning } from './virus-scanning.types.js';

@Resolver()
export class VirusScanningResolver {
  @Authorized('users:manage')
  @Query(() => VirusScanning, {
    description: 'Whether uploads are scanned, and how many documents wait for their scan. Admin only.',
  })
  async virusScanning(@Ctx() { services }: GraphQLContext): Promise<VirusScanning> {
    const { scanner } = services.infra;
    const { pendingScans } = services.documents;
    return { scanning: scanner.driver !== 'off', pendingDocuments: await pendingScans.countPending() };
  }
}
