import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { ApplicationDocument } from '../../api/src/modules/application-records/application-document.entity.js';
import { todayIn } from '../../api/src/domain/disbursements.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { freshApplications, putAt, staffFor, type Staff } from './review.support.js';

/**
 * The disbursement ledger's suites (disbursements-*.test.ts): its GraphQL operations, the
 * organisation's calendar, and one started app with two admins, an employee and a volunteer.
 */

export type Result<T = Record<string, unknown>> = {
  status?: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};
export interface Change {
  message: string;
  remainderCents: number;
  fullyPaid: boolean;
  disbursement: { id: string; state: string; amountCents: number; accountLast4: string | null };
}

const CHANGE = 'message remainderCents fullyPaid disbursement { id state amountCents accountLast4 }';
export const PREPARE = `mutation($input: PrepareDisbursementInput!) { prepareDisbursement(input: $input) { ${CHANGE} } }`;
export const APPROVE = `mutation($id: ID!) { approveDisbursement(id: $id) { ${CHANGE} } }`;
export const SENT = `mutation($id: ID!, $reference: String!) { markDisbursementSent(id: $id, reference: $reference) { ${CHANGE} } }`;
export const CLEARED = `mutation($id: ID!, $clearedOn: String!) { markDisbursementCleared(id: $id, clearedOn: $clearedOn) { ${CHANGE} } }`;
export const FAILED = `mutation($id: ID!, $reason: String!) { markDisbursementFailed(id: $id, reason: $reason) { ${CHANGE} } }`;
export const VOID = `mutation($id: ID!, $reason: String!) { voidDisbursement(id: $id, reason: $reason) { ${CHANGE} } }`;
const DETAIL = `query($id: ID!) { application(kind: UNDERGRAD, id: $id) {
  reviewStatus awardRemainderCents history { from to reason }
  disbursements { id state origin payeeType payeeName accountLast4 amountCents sentReference clearedOn proof { fileId datedOn } preparedBy { name } approvedBy { name } }
} }`;

export const TIME_ZONE = 'America/New_York';
export const today = () => todayIn(TIME_ZONE);
// By the calendar, not by 24-hour steps: 61 of those back from just before midnight in November
// land on a day later in summer time.
export const daysAgo = (n: number) => DateTime.fromISO(today()).minus({ days: n }).toISODate()!;

/** A payment to prepare for an application, resting on its document `proof`. */
export const input = (id: number, proof: string, extra: Record<string, unknown> = {}) => ({
  kind: 'UNDERGRAD',
  applicationId: String(id),
  payeeType: 'LOAN_SERVICER',
  payeeName: 'Nelnet',
  accountNumber: '1234-5678-9012',
  amountCents: 100_000,
  method: 'CHECK',
  proofFileId: proof,
  proofDatedOn: daysAgo(10),
  ...extra,
});

export const code = (r: Result) => r.errors?.[0]?.extensions?.code;

/** A started app in the organisation's time zone and its staff. */
export class Ledger {
  private constructor(
    readonly app: TestApp,
    /** The admin who prepares. */
    readonly first: Staff,
    /** The admin who releases. */
    public second: Staff,
    readonly employee: Staff,
    readonly volunteer: Staff,
  ) {}

  static async start(dbKind: Parameters<typeof startTestApp>[0]): Promise<Ledger> {
    const app = await startTestApp(dbKind, { env: { ORG_TIME_ZONE: TIME_ZONE } });
    return new Ledger(
      app,
      await staffFor(app, 'admin', 'ada'),
      await staffFor(app, 'admin', 'grace'),
      await staffFor(app, 'employee', 'emma'),
      await staffFor(app, 'volunteer', 'vera'),
    );
  }

  /** An approved undergraduate award with one document to rest a payment on. */
  async approvedAward(awardCents: number): Promise<{ id: number; proof: string }> {
    const [id] = await freshApplications(this.app, 1);
    await putAt(this.app, id!, 'APPROVED', awardCents);
    const proof = randomUUID();
    await this.app.services.infra.db.getRepository(ApplicationDocument).insert({
      fileId: proof,
      applicantKind: 'undergrad',
      applicantId: id!,
      fileAlias: 'loanStatement',
      originalName: 'statement.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      partCount: 0,
      createdAt: new Date(),
      scanStatus: 'CLEAN',
    });
    return { id: id!, proof };
  }

  async call(who: Staff, query: string, variables: Record<string, unknown>): Promise<Result<Record<string, Change>>> {
    return (await who.client.graphql(query, variables)) as Result<Record<string, Change>>;
  }

  async ok(who: Staff, query: string, variables: Record<string, unknown>): Promise<Change> {
    const r = await this.call(who, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return Object.values(r.data!)[0]!;
  }

  /** Prepared by `first`, released by `second`, sent and cleared by `first`. */
  async payInFull(id: number, proof: string, amountCents: number, extra: Record<string, unknown> = {}): Promise<Change> {
    const prepared = await this.ok(this.first, PREPARE, { input: input(id, proof, { amountCents, ...extra }) });
    const pid = prepared.disbursement.id;
    await this.ok(this.second, APPROVE, { id: pid });
    await this.ok(this.first, SENT, { id: pid, reference: `Check ${pid}` });
    return this.ok(this.first, CLEARED, { id: pid, clearedOn: today() });
  }

  async detail(id: number) {
    const r = (await this.first.client.graphql(DETAIL, { id: String(id) })) as Result<{ application: Record<string, unknown> }>;
    expect(r.errors).toBeUndefined();
    return r.data!.application as {
      reviewStatus: string;
      awardRemainderCents: number | null;
      history: { from: string; to: string; reason: string | null }[];
      disbursements: Record<string, unknown>[];
    };
  }
}
