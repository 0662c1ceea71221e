import type { FileUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { roleMay } from '../../domain/permissions.js';
import { requestActor } from '../../auth/request-actor.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { NewsStory, StoreProduct, TeamMember } from './content.entity.js';
import { NewsStoryInput, SiteSettingsInput, StoreProductInput, TeamMemberInput } from './content.inputs.js';
import { SiteContent } from './content.types.js';
import { readImageUpload } from './content-images.js';
import { recordInfectedUpload } from '../audit/infected-uploads.js';
import { newsList, storeList, teamList, type ItemInput } from './content.service.js';

/** Splits the picture fields off an input and reads the upload (checked and re-encoded). */
async function withImage(
  context: GraphQLContext,
  input: object,
  field: 'photo' | 'image',
  removeField: 'removePhoto' | 'removeImage',
) {
  const { [field]: upload, [removeField]: remove, ...rest } = input as Record<string, unknown>;
  const { services, req } = context;
  const encoded = await readImageUpload(upload as Promise<FileUpload> | null | undefined, field, {
    scanner: services.infra.scanner,
    refused: (file) => recordInfectedUpload(services.audit, requestActor(req), { door: 'content image', ...file }),
  });
  return { fields: rest as ItemInput, image: { upload: encoded, remove: remove === true } };
}

@Resolver()
export class ContentResolver {
  @Query(() => SiteContent, { description: 'Public: settings, team, news and store products in page order.' })
  siteContent(@Ctx() { services, user }: GraphQLContext): Promise<SiteContent> {
    return services.content.view(roleMay(user?.role, 'content:edit'));
  }

  @Authorized('content:edit')
  @Mutation(() => SiteContent, { description: 'Changes any subset of the settings. Admin and employee.' })
  updateSiteSettings(@Ctx() { services, req }: GraphQLContext, @Arg('input', () => SiteSettingsInput) input: SiteSettingsInput) {
    return services.content.updateSettings(requestActor(req), { ...input });
  }

  @Authorized('content:edit')
  @Mutation(() => TeamMember, { description: 'Adds (no id) or updates a team member. Admin and employee.' })
  async saveTeamMember(@Ctx() context: GraphQLContext, @Arg('input', () => TeamMemberInput) input: TeamMemberInput) {
    const { services, req } = context;
    const { fields, image } = await withImage(context, input, 'photo', 'removePhoto');
    return services.content.saveItem(requestActor(req), teamList, fields, image);
  }

  @Authorized('content:edit')
  @Mutation(() => Boolean, { description: 'Removes a team member. Admin and employee.' })
  deleteTeamMember(@Ctx() { services, req }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return services.content.deleteItem(requestActor(req), teamList, id);
  }

  @Authorized('content:edit')
  @Mutation(() => NewsStory, { description: 'Adds (no id) or updates a news story. Admin and employee.' })
  async saveNewsStory(@Ctx() context: GraphQLContext, @Arg('input', () => NewsStoryInput) input: NewsStoryInput) {
    const { services, req } = context;
    const { fields, image } = await withImage(context, input, 'image', 'removeImage');
    return services.content.saveItem(requestActor(req), newsList, fields, image);
  }

  @Authorized('content:edit')
  @Mutation(() => Boolean, { description: 'Removes a news story. Admin and employee.' })
  deleteNewsStory(@Ctx() { services, req }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return services.content.deleteItem(requestActor(req), newsList, id);
  }

  @Authorized('content:edit')
  @Mutation(() => StoreProduct, { description: 'Adds (no id) or updates a store product. Admin and employee.' })
  async saveStoreProduct(@Ctx() context: GraphQLContext, @Arg('input', () => StoreProductInput) input: StoreProductInput) {
    const { services, req } = context;
    const { fields, image } = await withImage(context, input, 'image', 'removeImage');
    return services.content.saveItem(requestActor(req), storeList, fields, image);
  }

  @Authorized('content:edit')
  @Mutation(() => Boolean, { description: 'Removes a store product. Admin and employee.' })
  deleteStoreProduct(@Ctx() { services, req }: GraphQLContext, @Arg('id', () => ID) id: string) {
    return services.content.deleteItem(requestActor(req), storeList, id);
  }
}
