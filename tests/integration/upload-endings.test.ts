/**
 * Every upload door, driven over a raw socket through every way a body can end badly: cut short
 * without its closing boundary, dropped mid-file, chunked past the size limit, malformed. The
 * server must answer a clear JSON 4xx or close quietly, keep serving, and store nothing.
 */
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { ContentImage, NewsStory } from '../../api/src/modules/content/content.entity.js';
import { databases, startTestApp, type TestApp } from '../support/test-app.js';
import { census, rawMultipart } from './hostile-input.support.js';
import { uploadDoors, type DoorRequest } from './upload-doors.cases.js';

const BOUNDARY = '----odfEndings5f0c1e';
const FILE_MB = 1;
const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');

interface Exchange {
  /** The answer's status line and body, or null when the server closed without answering. */
  status: number | null;
  contentType: string | null;
  body: string;
}

/** The request head for a door, with the given framing headers. */
function head(app: TestApp, door: DoorRequest, framing: Record<string, string>): string {
  const headers = {
    host: new URL(app.url).host,
    connection: 'close',
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    ...door.headers,
    ...framing,
  };
  return `POST ${door.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
}

/** The parts before the file, then the file part's head (no bytes yet). */
function opening(door: DoorRequest): Buffer {
  const fields = rawMultipart(door.before, BOUNDARY, { close: false });
  const { name, filename, type } = door.file;
  const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([fields, Buffer.from(fileHead), PDF_HEAD]);
}

/**
 * Writes a request over a raw socket: `write` sends the body and says how the client leaves
 * (`wait` keeps the socket open for the answer, `drop` destroys the socket at once). Node's
 * server takes a half-closed socket for a dropped one, so a cut body is sent whole, not ended.
 */
function exchange(app: TestApp, write: (socket: ReturnType<typeof connect>) => Promise<'wait' | 'drop'>): Promise<Exchange> {
  const { port } = new URL(app.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      const [, body = ''] = text.split('\r\n\r\n', 2);
      resolve({
        status: status ? Number(status[1]) : null,
        contentType: /content-type: ([^\r\n]+)/i.exec(text)?.[1] ?? null,
        body,
      });
    };
    const timer = setTimeout(finish, 10_000);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {}); // the server may close while we still write: that is one right answer
    socket.on('close', finish);
    socket.on('connect', () => {
      write(socket).then((ending) => ending === 'drop' && finish(), finish);
    });
  });
}

const send = (socket: ReturnType<typeof connect>, data: Buffer | string) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.write(data, () => resolve())));

const ENDINGS: { name: string; run: (app: TestApp, door: DoorRequest) => Promise<Exchange> }[] = [
  {
    name: 'a body that ends without its closing boundary',
    run: (app, door) => {
      const body = Buffer.concat([opening(door), randomBytes(20_000)]);
      return exchange(app, async (socket) => {
        await send(socket, head(app, door, { 'content-length': String(body.length) }));
        await send(socket, body);
        return 'wait';
      });
    },
  },
  {
    name: 'a connection dropped in the middle of the file',
    run: (app, door) => {
      const body = opening(door);
      return exchange(app, async (socket) => {
        await send(socket, head(app, door, { 'content-length': String(body.length + 500_000) }));
        await send(socket, body);
        await send(socket, randomBytes(100_000));
        await new Promise((r) => setTimeout(r, 50));
        return 'drop';
      });
    },
  },
  {
    name: 'a chunked body over the size limit',
    run: (app, door) =>
      exchange(app, async (socket) => {
        let answered = false;
        socket.once('data', () => (answered = true));
        await send(socket, head(app, door, { 'transfer-encoding': 'chunked' }));
        const chunk = (data: Buffer) =>
          send(socket, Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]));
        await chunk(opening(door));
        // Twice the file limit, or until the server answers or closes.
        for (let sent = 0; sent < 2 * FILE_MB * 1024 * 1024 + 200_000 && !answered && !socket.destroyed; sent += 64 * 1024)
          await chunk(randomBytes(64 * 1024));
        await chunk(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
        await send(socket, '0\r\n\r\n');
        return 'wait';
      }),
  },
  {
    name: 'a malformed multipart body',
    run: (app, door) => {
      const body = Buffer.concat([
        rawMultipart(door.before, BOUNDARY, { close: false }),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${door.file.name}"; filename="x.pdf"\r\nno colon in this header\r\n`,
        ),
        Buffer.from(`\x00\x01garbage without a blank line--${BOUNDARY.slice(3)}\r\n`),
      ]);
      return exchange(app, async (socket) => {
        await send(socket, head(app, door, { 'content-length': String(body.length) }));
        await send(socket, body);
        return 'wait';
      });
    },
  },
];

describe.each(databases)('every upload door, however the body ends (%s)', (dbKind) => {
  let app: TestApp;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    app = await startTestApp(dbKind, { env: { UPLOAD_FILE_MB: String(FILE_MB), UPLOAD_REQUEST_MB: '2' } });
  }, 60_000);
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await app?.close();
  });

  /** Every row an upload could leave behind. */
  const stored = async () => ({
    ...(await census(app)),
    contentImages: await app.services.infra.db.getRepository(ContentImage).count(),
    newsStories: await app.services.infra.db.getRepository(NewsStory).count(),
  });

  describe.each(uploadDoors.map((door) => [door.name, door] as const))('%s', (_name, door) => {
    let request: DoorRequest;
    beforeAll(async () => {
      request = await door.prepare(app);
    }, 60_000);

    it.each(ENDINGS.map((ending) => [ending.name, ending] as const))(
      'answers %s with a clear 4xx or a quiet close, keeps serving and stores nothing',
      async (_ending, ending) => {
        unhandled.length = 0;
        const before = await stored();
        const answer = await ending.run(app, request);
        if (answer.status !== null) {
          expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.body).toBeLessThan(500);
          expect(answer.contentType).toMatch(/json/);
          expect(answer.body).not.toMatch(/\n\s+at |node_modules/);
        }
        // Let any late error of the parser surface before judging.
        await new Promise((r) => setTimeout(r, 200));
        expect(unhandled.map(String)).toEqual([]);
        expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
        expect(await stored()).toEqual(before);
      },
      30_000,
    );
  });
});
