import type { HttpClient } from '../support/http-client.js';
import type { ReceivedMail, startSmtpReceiver } from '../support/smtp-receiver.js';

export type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;
export type StatusView = {
  reference: string;
  kind: string;
  status: string;
  submittedAt: string;
  nextStep: string;
  requests: {
    id: number;
    document: string;
    label: string;
    note: string | null;
    dueAt: string | null;
    fulfilled: boolean;
    receivedFile: string | null;
    receivedAt: string | null;
    closed: boolean;
  }[];
};

export const REQUEST = `mutation($id: ID!, $items: [InfoRequestItemInput!]!, $dueAt: DateTimeISO) {
  requestMoreInformation(kind: UNDERGRAD, id: $id, items: $items, dueAt: $dueAt) {
    id reviewStatus
    infoRequests { id document label note dueAt fulfilledAt fileId requestedBy }
    documents { fileId fileAlias label downloadUrl }
    history { from to reason }
  }
}`;

/** The mail body as text: quoted-printable soft breaks and escapes undone. */
export const body = (m: ReceivedMail) =>
  m.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
export const codeIn = (m: ReceivedMail) => /is:\s+(\d{6})/.exec(body(m))![1]!;

/** The language a mail says it is in: its Content-Language header, and the lang of its HTML part's root (issue 41). */
export function languageOf(m: ReceivedMail): { header: string | undefined; html: string | undefined } {
  const [head = ''] = m.raw.split(/\r?\n\r?\n/, 1);
  return { header: /^Content-Language: *(\S+)/im.exec(head)?.[1], html: /<html lang="([^"]+)">/.exec(body(m))?.[1] };
}

/** The applicant's mailbox on the test SMTP server, and a fresh sign-in code from it. */
export function statusMailbox(current: () => { smtp: Smtp; reference: string; email: string }) {
  /** Waits for the n-th mail to an address matching a predicate. */
  const mailTo = (to: string, predicate: (text: string) => boolean = () => true) =>
    current().smtp.next((m) => m.to.includes(to) && predicate(body(m)), 15_000);
  const countTo = (to: string, predicate: (text: string) => boolean) =>
    current().smtp.mails.filter((m) => m.to.includes(to) && predicate(body(m))).length;

  async function freshCode(client: HttpClient): Promise<string> {
    const { smtp, reference, email } = current();
    const before = smtp.mails.length;
    const res = await client.post('/api/application-status/send-code', { reference, email }, true);
    expect(res.status).toBe(200);
    const mail = await smtp.next((m) => smtp.mails.indexOf(m) >= before && m.to.includes(email) && /code/.test(body(m)), 15_000);
    return codeIn(mail);
  }

  return { mailTo, countTo, freshCode };
}
