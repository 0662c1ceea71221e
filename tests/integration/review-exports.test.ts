import { createHash } from 'node:crypto';
import { parseCsv as parse } from '../support/csv.js';
import yauzl from 'yauzl';
import { APPLICATION_FORMS, APPLICATION_KIND_PATHS } from '../../api/src/domain/applications/index.js';
import { AuditLogEntry } from '../../api/src/modules/audit/audit-log.entity.js';
import { UndergradApplicant } from '../../api/src/modules/application-records/undergrad-applicant.entity.js';
import { undergradFields } from '../support/fixtures/applicants.js';
import { documentsFor, restSubmit } from '../support/fixtures/application-requests.js';
import { HttpClient } from '../support/http-client.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { BULK, freshApplications, putAt, staffFor, type Staff } from './review.support.js';

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(databases)('CSV and ZIP exports (%s)', (dbKind) => {
  let app: TestApp;
  let employee: Staff;
  let volunteer: Staff;
  const hostile = undergradFields({
    firstName: '=HYPERLINK("http://x")',
    lastName: '+Evil',
    city: '@Town',
    address: '-1 Main St',
    // A spreadsheet splitting on ; or | must not find a cell starting with = either (issue 30).
    address2: 'Thanks;=1+1|@SUM(A1)',
  });
  let hostileId: number;
  let files: Awaited<ReturnType<typeof documentsFor>>;

  beforeAll(async () => {
    app = await startTestApp(dbKind);
    employee = await staffFor(app, 'employee');
    volunteer = await staffFor(app, 'volunteer');
    files = await documentsFor('undergrad', { marker: 'zip-check' });
    const response = await restSubmit(new HttpClient(app.url), 'undergrad', hostile, files);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    hostileId = (await app.services.infra.db.getRepository(UndergradApplicant).findOneByOrFail({ reference })).id;
  }, 60_000);
  afterAll(() => app.close());

  it('answers a CSV with a BOM, a header row, the review fields and answers, formula cells escaped and no SSN or date of birth', async () => {
    const ids = await freshApplications(app, 3);
    await putAt(app, ids[0]!, 'IN_REVIEW');
    const response = await employee.client.get('/api/undergrad/export-csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const rows = parse(text) as string[][];
    const header = rows[0]!;
    expect(header.slice(0, 10)).toEqual([
      'Reference',
      'Submitted',
      'List',
      'Review status',
      'Average score',
      'Score count',
      'Assigned to',
      'Award',
      'Payment reference',
      'Paid',
    ]);
    expect(header).toContain('Last name');
    expect(header).toContain('Loan amount');
    for (const label of header) expect(label).not.toMatch(/social security|date of birth/i);
    const form = APPLICATION_FORMS.undergrad;
    const hostileRow = rows.find((r) => r[header.indexOf('Last name')] === "'+Evil")!;
    expect(hostileRow, 'the formula-like cells are prefixed with a quote').toBeDefined();
    expect(hostileRow[header.indexOf('First name')]).toBe('\'=HYPERLINK("http://x")');
    expect(hostileRow[header.indexOf(form.labels.city!)]).toBe("'@Town");
    expect(hostileRow[header.indexOf(form.labels.address!)]).toBe("'-1 Main St");
    expect(hostileRow[header.indexOf(form.labels.address2!)]).toBe("Thanks;'=1+1|'@SUM(A1)");
    // Every cell is quoted, so a reader splitting on ; or | keeps it whole; split naively, no piece is a formula.
    const line = text.split('\r\n').find((l) => l.includes('Thanks;'))!;
    expect(line).toContain(`"Thanks;'=1+1|'@SUM(A1)"`);
    for (const piece of line.split(/[;,|\t]/)) expect(piece.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    expect(text).not.toContain(hostile.socialSecurity);
    expect(text).not.toContain(hostile.socialSecurity!.replace(/-/g, ''));
    expect(text).not.toContain('1999-04-17');
    expect(text).not.toContain('04/17/1999');
    // Every active undergraduate application is a row.
    const active = await app.services.infra.db.getRepository(UndergradApplicant).countBy({ status: 'active' });
    expect(rows.length - 1).toBe(active);
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findOneOrFail({ where: { action: 'applications.export-csv' }, order: { id: 'DESC' } });
    expect(audit.detail).toBe(`reviewStatus=any archived=false searchWords=0 rows=${active}`);
    expect(audit.actorUserId).toBe(employee.account.id);
  });

  it("filters the CSV by the list's own filters", async () => {
    const ids = await freshApplications(app, 2);
    await putAt(app, ids[1]!, 'NEEDS_INFO');
    const inReview = await employee.client.get('/api/undergrad/export-csv?reviewStatus=NEEDS_INFO');
    const rows = parse((await inReview.text()).replace(/^\uFEFF/, '')) as string[][];
    const statuses = new Set(rows.slice(1).map((r) => r[3]));
    expect([...statuses]).toEqual(['Needs information']);
    const search = await employee.client.get('/api/undergrad/export-csv?search=%2BEvil');
    expect((parse((await search.text()).replace(/^\uFEFF/, '')) as string[][]).length).toBe(2);
    const archived = await employee.client.get('/api/undergrad/export-csv?archived=true');
    expect((parse((await archived.text()).replace(/^\uFEFF/, '')) as string[][]).length).toBe(1);
    expect((await employee.client.get('/api/undergrad/export-csv?reviewStatus=LOST')).status).toBe(400);
    expect((await volunteer.client.get('/api/undergrad/export-csv')).status).toBe(403);
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findOneOrFail({ where: { action: 'applications.export-csv' }, order: { id: 'DESC' } });
    expect(audit.detail).toBe('reviewStatus=any archived=true searchWords=0 rows=0');
  });

  it('keeps "Assigned to me" in the CSV: only the rows assigned to the staff member exporting', async () => {
    const ids = await freshApplications(app, 2);
    const assigned = await employee.client.graphql(BULK, { ids: [String(ids[0])], assignUserIds: [String(employee.account.id)] });
    expect((assigned as { errors?: unknown }).errors).toBeUndefined();
    const reference = (await app.services.review.workflow.findApplicant('undergrad', ids[0]!)).reference;
    const mine = await employee.client.get('/api/undergrad/export-csv?assignedToMe=true');
    expect(mine.status).toBe(200);
    const rows = parse((await mine.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(rows.slice(1).map((r) => r[0])).toEqual([reference]);
    // Another employee has nothing assigned.
    const other = await staffFor(app, 'employee', 'other');
    const theirs = await other.client.get('/api/undergrad/export-csv?assignedToMe=true');
    expect((parse((await theirs.text()).replace(/^\uFEFF/, '')) as string[][]).length).toBe(1);
    expect((await employee.client.get('/api/undergrad/export-csv?assignedToMe=maybe')).status).toBe(400);
    const audit = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .findOneOrFail({ where: { action: 'applications.export-csv', actorUserId: employee.account.id }, order: { id: 'DESC' } });
    expect(audit.detail).toBe('reviewStatus=any archived=false assignedToMe=true searchWords=0 rows=1');
  });

  it("zips an application's documents byte for byte, with the package PDF and a manifest of SHA-256s", async () => {
    const response = await employee.client.get(`/api/${APPLICATION_KIND_PATHS.undergrad}/download-zip/${hostileId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.zip"/);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const manifest = parse(entries.get('manifest.csv')!.toString('utf8')) as string[][];
    expect(manifest[0]).toEqual(['File name', 'Label', 'Bytes', 'SHA-256']);
    const uploads = Object.entries(files).filter(([, f]) => f);
    expect(manifest.length - 1).toBe(uploads.length + 1);
    for (const [alias, file] of uploads) {
      const ext = file!.type === 'application/pdf' ? 'pdf' : file!.type === 'image/png' ? 'png' : 'jpg';
      const name = `Evil_${alias}.${ext}`;
      const entry = entries.get(name);
      expect(entry, name).toBeDefined();
      expect(entry!.equals(file!.bytes), `${name} is byte-identical to the upload`).toBe(true);
      const line = manifest.find((m) => m[0] === name)!;
      expect(line[2]).toBe(String(file!.bytes.length));
      expect(line[3]).toBe(sha256(file!.bytes));
    }
    const pkg = manifest.find((m) => m[1] === 'Application package')!;
    const pdf = entries.get(pkg[0]!)!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pkg[3]).toBe(sha256(pdf));
    expect(entries.size).toBe(uploads.length + 2);
    const audited = await app.services.infra.db
      .getRepository(AuditLogEntry)
      .countBy({ action: 'application.zip-download', targetId: String(hostileId) });
    expect(audited).toBe(1);
    expect((await volunteer.client.get(`/api/undergrad/download-zip/${hostileId}`)).status).toBe(403);
    expect((await employee.client.get('/api/undergrad/download-zip/999999')).status).toBe(404);
  }, 60_000);
});
