import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('VirusScanning', { description: 'Whether uploads are scanned for malware, for the console\u2019s notice to admins.' })
export class VirusScanning {
  @Field(() => Boolean, {
    description: 'False when CLAMD_URL is not set: uploads are stored UNSCANNED (docs/virus-scanning.md).',
  })
  scanning!: boolean;

  @Field(() => Int, { description: 'Documents waiting for their scan (PENDING): clamd was down or slow when they arrived.' })
  pendingDocuments!: number;
}
