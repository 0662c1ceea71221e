import type { Locale } from '../../domain/i18n/locales.js';
import { GraphQLLocale } from '../../i18n/locale.types.js';
import type { ReviewStatus as ReviewStatusValue } from '../../domain/review/index.js';
import { ReviewStatus } from '../application-records/review-status.types.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ApplicationKind as Kind, ApplicationStatus as Status } from '../../domain/applications/index.js';
import { ApplicationKind } from '../application-records/application-kind.types.js';
import { StaffMemberName } from '../application-records/staff-member-name.types.js';
import { DocumentScanStatus } from '../application-records/scan-status.types.js';
import type { ScanStatus as ScanStatusValue } from '../../scanning/scanner.js';

export const ApplicationStatus = { ACTIVE: 'active', ARCHIVED: 'archived' } as const satisfies Record<string, Status>;
registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'Active applications are on /admin-access; archived ones on /admin-access-archive.',
});

export const ApplicationSortField = { CREATED_AT: 'createdAt', NAME: 'name' } as const;
registerEnumType(ApplicationSortField, {
  name: 'ApplicationSortField',
  description: 'How a list is ordered.',
  valuesConfig: {
    CREATED_AT: { description: 'By submission time.' },
    NAME: { description: "By the applicant's last name, then first name." },
  },
});

export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
registerEnumType(SortDirection, { name: 'SortDirection', description: 'Ascending or descending.' });

// simpleResolvers: a list row's plain fields are read straight off the row, without a resolver
// call each (50 rows × 10 fields a page); none of them has a permission or middleware of its own.
@ObjectType('ApplicationSummary', {
  description: 'One row of a staff list: the same shape for the three kinds. No SSN, ever.',
  simpleResolvers: true,
})
export class ApplicationSummary {
  @Field(() => ID, {
    description: "The applicant's id within its kind (undergrad_applicant_id, parent_applicant_id or school_applicant_id).",
  })
  id!: number;

  @Field(() => ApplicationKind)
  kind!: Kind;

  @Field(() => String, { description: 'The reference number the applicant was e-mailed, e.g. UG-7K3M-9QX2.' })
  reference!: string;

  @Field(() => String, { description: "The applicant's first name (the parent's, for parent applications)." })
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Date, { description: 'When the application was submitted.' })
  createdAt!: Date;

  @Field(() => ApplicationStatus)
  status!: Status;

  @Field(() => Date, { nullable: true, description: 'When it was archived; null while active.' })
  archivedAt!: Date | null;

  @Field(() => ReviewStatus, { description: 'Where the application is in review (issue 12); every application starts RECEIVED.' })
  reviewStatus!: ReviewStatusValue;
}

@ObjectType('ApplicationPage', {
  description: 'A page of a staff list, paginated and filtered on the server.',
  simpleResolvers: true,
})
export class ApplicationPage {
  @Field(() => [ApplicationSummary])
  items!: ApplicationSummary[];

  @Field(() => Int, {
    description:
      'Applications matching the filters, over all pages: exact up to 1,000, and when totalIsEstimate is false; otherwise an estimate to two significant figures.',
  })
  total!: number;

  @Field(() => Boolean, {
    description:
      'True when total is an estimate (a list of more than 1,000, or a search on a common word, past its last page); show it as "about". The rows of every page are exact either way.',
  })
  totalIsEstimate!: boolean;

  @Field(() => Int, { description: 'This page, from 1.' })
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int, { description: 'Number of pages (0 when nothing matches); estimated with total.' })
  pageCount!: number;
}

@ObjectType('ApplicationField', { description: 'One answer of the form, formatted for reading.' })
export class ApplicationField {
  @Field(() => String, { description: "The spec's field name, e.g. loanAmount." })
  name!: string;

  @Field(() => String, { description: 'The label the form shows.' })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: 'For people: money as $12,345.67, dates MM/DD/YYYY, SSNs masked (***-**-6789). Null when left empty.',
  })
  value!: string | null;

  @Field(() => Boolean, { description: 'True for Social Security numbers: masked here, see revealSocialSecurityNumbers.' })
  sensitive!: boolean;
}

@ObjectType('ApplicationSection', { description: 'A titled group of answers, in the form order.' })
export class ApplicationSection {
  @Field(() => String)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => [ApplicationField])
  fields!: ApplicationField[];
}

@ObjectType('ApplicationDocumentFile', { description: 'An uploaded document (the spec files list: fileID and fileAlias).' })
export class ApplicationDocumentFile {
  @Field(() => ID, { description: "The spec's fileID." })
  fileId!: string;

  @Field(() => String, { description: "The spec's fileAlias: the form field, e.g. transcript." })
  fileAlias!: string;

  @Field(() => String, { description: 'The form label, e.g. College transcript.' })
  label!: string;

  @Field(() => String, { description: "The applicant's file name (sanitised)." })
  originalName!: string;

  @Field(() => String, { description: 'application/pdf, image/jpeg or image/png, judged from the bytes.' })
  mediaType!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field(() => String, { description: 'SHA-256 of the bytes, hex.' })
  sha256!: string;

  @Field(() => Date)
  uploadedAt!: Date;

  @Field(() => DocumentScanStatus, {
    description:
      'What the virus scan said: CLEAN, PENDING (waiting; download, preview, ZIP and package refuse it with 409 until then), INFECTED (its bytes were deleted), UNSCANNED (scanning was off) or UNSCANNABLE (the scanner cannot scan it: it stays closed and is left out of the ZIP).',
  })
  scanStatus!: ScanStatusValue;

  @Field(() => Date, { nullable: true, description: 'When the scanner gave its verdict; null while PENDING or UNSCANNED.' })
  scannedAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The scanner\'s last reason for not scanning it (PENDING or UNSCANNABLE), e.g. "clamd was too slow to answer"; null once scanned.',
  })
  scanProblem!: string | null;

  @Field(() => String, { description: 'GET this (with the session cookie) to download the file as an attachment.' })
  downloadUrl!: string;

  @Field(() => String, {
    description:
      'GET this (with the session cookie) to read the file in the page: served inline, never cached, under a sandboxing CSP; audited as a preview.',
  })
  previewUrl!: string;
}

@ObjectType('ApplicationDetail', { description: 'One application for the detail page. Reading it is written to the audit log.' })
export class ApplicationDetail extends ApplicationSummary {
  @Field(() => String, { description: 'The form title, e.g. Parent loan repayment application.' })
  title!: string;

  @Field(() => GraphQLLocale, {
    description: 'The language the applicant applied in (en or es): every e-mail to them is written in it.',
  })
  locale!: Locale;

  @Field(() => StaffMemberName, { nullable: true, description: 'Who archived it; null while active.' })
  archivedBy!: StaffMemberName | null;

  @Field(() => [ApplicationSection], {
    description: 'Every answer, grouped as on the form; the scholarship shows its home address on one line, however it was sent.',
  })
  sections!: ApplicationSection[];

  @Field(() => [ApplicationDocumentFile], { description: 'Every uploaded document, in the form order.' })
  documents!: ApplicationDocumentFile[];

  @Field(() => String, {
    nullable: true,
    description:
      'GET this to download the application package PDF; null when the viewer may not (volunteers). Needs a second ' +
      'factor in the last 15 minutes (else 401 STEP_UP_REQUIRED), like the ZIP.',
  })
  packageDownloadUrl!: string | null;

  @Field(() => Boolean, { description: 'Whether the viewer may call revealSocialSecurityNumbers (admin and employee).' })
  canRevealSocialSecurityNumbers!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Scholarship only: the applicant's GPA on a 4.0 scale with two decimals, e.g. 3.50 (form field gpa). The 2.5 minimum is explained on the form, not enforced. Null when not given, and for the other kinds.",
  })
  gpa!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Scholarship only: whether the applicant lives in a single-parent household (form field singleParentHousehold, which the scholarship prefers). Null when not answered, and for the other kinds.',
  })
  singleParentHousehold!: boolean | null;
}

@ObjectType('RevealedSocialSecurityNumber', { description: 'A full SSN, shown on explicit request; every reveal is audited.' })
export class RevealedSocialSecurityNumber {
  @Field(() => String, { description: 'e.g. parentSocialSecurity.' })
  field!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'ddd-dd-dddd' })
  value!: string;
}
