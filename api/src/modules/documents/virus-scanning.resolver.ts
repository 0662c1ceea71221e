import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType('VirusScanning', { description: 'Whether uploads are scanned for malware, for the console\u2019s notice to admins.' })
class VirusScanning {
  @Field(() => Boolean, {
    description: 'False when CLAMD_URL is not set: uploads are stored UNSCANNED (docs/virus-scanning.md).',
  })
  scanning!: boolean;

  @Field(() => Int, { description: 'Documents waiting for their scan (PENDING): clamd was down or slow when they arrived.' })
  pendingDocuments!: number;
}

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
