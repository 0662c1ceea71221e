import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requestActor } from '../../auth/request-actor.js';
import { forbidden } from '../../domain/errors.js';
import { roleMay } from '../../domain/permissions.js';
import type { ApplicationKind as Kind, ApplicationStatus as Status } from '../../domain/applications/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { applicationId } from '../application-records/application-id.js';
import type { ReviewStatus as ReviewStatusValue } from '../../domain/review/index.js';
import { ReviewStatus } from '../application-records/review-status.types.js';
import { applicationDetailFor } from './application-detail.js';
import { MAX_PAGE_SIZE, type SortDirection as Direction, type SortField } from './applications.service.js';
import {
  ApplicationDetail,
  ApplicationPage,
  ApplicationSortField,
  ApplicationStatus,
  ApplicationSummary,
  RevealedSocialSecurityNumber,
  SortDirection,
} from './applications.types.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';

/** Staff lists, the detail page, SSN reveal and archive/unarchive; the same services as REST. */
@Resolver()
export class ApplicationsResolver {
  @Authorized('applications:read')
  @Query(() => ApplicationPage, {
    description: 'A page of one kind of application, searched and sorted on the server. Admin, employee and volunteer.',
  })
  async applications(
    @Ctx() { services, user }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('status', () => ApplicationStatus, { defaultValue: 'active' }) status: Status,
    @Arg('page', () => Int, { defaultValue: 1, description: 'From 1.' }) page: number,
    @Arg('after', () => Int, {
      nullable: true,
      description:
        "The id of the previous page's last application (its items' last id): the page then starts right after it in this order, as fast on page 10,000 as on page 2. Pass page as well (that page's number plus one): it numbers the page and counts the total. Without after, or when that application is gone, the page is found by its number.",
    })
    after: number | null,
    @Arg('pageSize', () => Int, { defaultValue: 50, description: `1 to ${MAX_PAGE_SIZE}.` }) pageSize: number,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words matched against first and last name, e-mail, reference, college and major: each word must match one of them.',
    })
    search: string | null,
    @Arg('sortBy', () => ApplicationSortField, { defaultValue: 'createdAt' }) sortBy: SortField,
    @Arg('sortDirection', () => SortDirection, { defaultValue: 'DESC' }) sortDirection: Direction,
    @Arg('reviewStatus', () => ReviewStatus, { nullable: true, description: 'Only applications at this review status.' })
    reviewStatus: ReviewStatusValue | null,
    @Arg('assignedToMe', () => Boolean, { nullable: true, description: 'Only applications assigned to the signed-in user.' })
    assignedToMe: boolean | null,
    @Arg('related', () => Boolean, {
      nullable: true,
      description:
        'Only applications that share an SSN, e-mail, phone, home address or loan account with another (any program, archive included). Admin and employee; FORBIDDEN for volunteers.',
    })
    related: boolean | null,
  ): Promise<ApplicationPage> {
    // Volunteers review blind: who else applied is not theirs to see (issue 39).
    if (related && !roleMay(user?.role, 'applications:related'))
      throw forbidden('Related applications are for admins and employees.');
    const result = await services.applications.records.list(kind, {
      status,
      page,
      after,
      pageSize,
      search,
      sortBy,
      sortDirection,
      reviewStatus,
      assignedTo: assignedToMe ? (user?.id ?? null) : null,
      related,
    });
    return { ...result, pageCount: Math.ceil(result.total / result.pageSize) };
  }

  @Authorized('applications:read')
  @Query(() => ApplicationDetail, {
    description:
      'One application with every answer by section (SSNs masked) and its documents. Audited. NOT_FOUND if there is none.',
  })
  async application(
    @Ctx() { services, req, user }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
  ): Promise<ApplicationDetail> {
    return applicationDetailFor(user, await services.applications.records.detail(kind, applicationId(id), requestActor(req)));
  }

  @Authorized('applications:reveal-ssn')
  @Mutation(() => [RevealedSocialSecurityNumber], {
    description: 'The full Social Security numbers of one application. Admin and employee; every call is audited.',
  })
  revealSocialSecurityNumbers(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
  ): Promise<RevealedSocialSecurityNumber[]> {
    return services.applications.records.revealSsns(kind, applicationId(id), requestActor(req));
  }

  @Authorized('applications:archive')
  @Mutation(() => ApplicationSummary, {
    description: 'Moves an application to the archive. Idempotent; audited when it changes.',
  })
  archiveApplication(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
  ): Promise<ApplicationSummary> {
    return services.applications.records.setStatus(kind, applicationId(id), 'archived', requestActor(req));
  }

  @Authorized('applications:archive')
  @Mutation(() => ApplicationSummary, {
    description: 'Moves an archived application back to the active list. Idempotent; audited when it changes.',
  })
  unarchiveApplication(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('kind', () => ApplicationKind) kind: Kind,
    @Arg('id', () => ID) id: string,
  ): Promise<ApplicationSummary> {
    return services.applications.records.setStatus(kind, applicationId(id), 'active', requestActor(req));
  }
}
