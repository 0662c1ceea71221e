import type { FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Locale } from '../../domain/i18n/locales.js';
import { translateDomain } from '../../i18n/domain.js';
import { GraphQLLocale } from '../../i18n/locale.types.js';
import { requestActor } from '../../auth/request-actor.js';
import { APPLICATION_STATUS_PATH } from '../../domain/application-status-path.js';
import { messages } from '../../domain/messages.js';
import type { ApplicationKind } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ApplicationReceipt } from './submission.types.js';
import { KINDS } from '../application-records/kinds.js';
import { FieldProblem, stageDocument, type StagedDocument } from '../documents/staged-document.js';
import {
  HighSchoolApplicationInput,
  HighSchoolDocumentsInput,
  ParentApplicationInput,
  ParentDocumentsInput,
  UndergradApplicationInput,
  UndergradDocumentsInput,
} from './submission.inputs.js';

type Uploads = Record<string, Promise<FileUpload> | null | undefined>;

/**
 * Reads every upload of the request at once (graphql-upload-minimal streams them in request
 * order, so waiting for one before reading another could stall), with the same checks as REST.
 */
async function stageUploads(context: GraphQLContext, kind: ApplicationKind, uploads: Uploads) {
  const { cipher, scanner } = context.services.infra;
  const { uploadLimits } = context.services.infra.config;
  const documents: StagedDocument[] = [];
  const problems: FieldProblem[] = [];
  const budget = { remaining: uploadLimits.requestBytes, limitBytes: uploadLimits.requestBytes };
  await Promise.all(
    KINDS[kind].form.documents.map(async (spec) => {
      const pending = uploads[spec.name];
      if (!pending) return;
      try {
        const upload = await pending;
        documents.push(
          await stageDocument({
            spec,
            fileName: upload.filename,
            stream: upload.createReadStream(),
            maxBytes: uploadLimits.fileBytes,
            cipher,
            budget,
            scanner,
          }),
        );
      } catch (error) {
        if (error instanceof FieldProblem) problems.push(error);
        else problems.push(new FieldProblem(spec.name, `${spec.label} could not be read. Please attach it again.`));
      }
    }),
  );
  return { documents, problems };
}

async function submit(
  context: GraphQLContext,
  kind: ApplicationKind,
  application: object,
  uploads: object,
  locale: Locale | null | undefined,
): Promise<ApplicationReceipt> {
  const read = async () => ({
    fields: { ...application },
    ...(await stageUploads(context, kind, uploads as Uploads)),
    door: `${kind} form (GraphQL)`,
  });
  const language = locale ?? 'en';
  const receipt = await context.services.submission.submit(kind, read, requestActor(context.req), language);
  return {
    kind,
    reference: receipt.reference,
    createdAt: receipt.createdAt,
    message: translateDomain(language)(messages.applicationSuccess),
    nextStep: receipt.nextStep,
    statusPage: APPLICATION_STATUS_PATH,
  };
}

const LOCALE_ARG =
  'The language the form was filled in (default en): field messages come back in it, and every e-mail to the applicant is written in it.';

/** The public submit mutations (multipart requests per the GraphQL multipart spec). Rate-limited per visitor. */
@Resolver()
export class ApplicationSubmissionResolver {
  @Mutation(() => ApplicationReceipt, {
    description:
      'Submits an undergraduate application with its 7 documents (creditReport and loanHistory PDF only). ' +
      'Invalid answers fail with BAD_USER_INPUT and extensions.fields { field: message }.',
  })
  submitUndergradApplication(
    @Ctx() context: GraphQLContext,
    @Arg('application', () => UndergradApplicationInput) application: object,
    @Arg('documents', () => UndergradDocumentsInput) documents: object,
    @Arg('locale', () => GraphQLLocale, { nullable: true, description: LOCALE_ARG }) locale?: Locale | null,
  ): Promise<ApplicationReceipt> {
    return submit(context, 'undergrad', application, documents, locale);
  }

  @Mutation(() => ApplicationReceipt, { description: 'Submits a parent application with its 7 documents (PDF, JPEG or PNG).' })
  submitParentApplication(
    @Ctx() context: GraphQLContext,
    @Arg('application', () => ParentApplicationInput) application: object,
    @Arg('documents', () => ParentDocumentsInput) documents: object,
    @Arg('locale', () => GraphQLLocale, { nullable: true, description: LOCALE_ARG }) locale?: Locale | null,
  ): Promise<ApplicationReceipt> {
    return submit(context, 'parent', application, documents, locale);
  }

  @Mutation(() => ApplicationReceipt, { description: 'Submits a high-school scholarship application with its 3 PDF documents.' })
  submitHighSchoolApplication(
    @Ctx() context: GraphQLContext,
    @Arg('application', () => HighSchoolApplicationInput) application: object,
    @Arg('documents', () => HighSchoolDocumentsInput) documents: object,
    @Arg('locale', () => GraphQLLocale, { nullable: true, description: LOCALE_ARG }) locale?: Locale | null,
  ): Promise<ApplicationReceipt> {
    return submit(context, 'high-school', application, documents, locale);
  }
}
