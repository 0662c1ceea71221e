import { createServer, type Socket } from 'node:net';

export interface FakeClamd {
  /** CLAMD_URL for it: tcp://127.0.0.1:<port>. */
  url: string;
  /** The size of every INSTREAM it took whole, in order. */
  scanned: number[];
  /** The commands it was sent (`zPING`, `zINSTREAM`), in order. */
  commands: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for clamd when a real one is not needed (tests/support/clamd.ts starts one): answers
 * `zPING` with `ping` (PONG), and reads `zINSTREAM` as clamd does, each chunk a 4-byte length and
 * its bytes. A chunk that would pass `streamMaxLength` gets `INSTREAM size limit exceeded. ERROR`
 * and the connection closed at once, the rest unread; a zero length gets `stream: OK`.
 */
export async function startFakeClamd(options: { streamMaxLength?: number; ping?: string } = {}): Promise<FakeClamd> {
  const { streamMaxLength = 25 * 1024 * 1024, ping = 'PONG' } = options;
  const scanned: number[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = Buffer.alloc(0);
    let command: string | undefined;
    let quota = streamMaxLength;
    let skip = 0;
    let total = 0;
    let answered = false;
    socket.on('data', (data: Buffer) => {
      if (answered) return;
      buffer = Buffer.concat([buffer, data]);
      if (command === undefined) {
        const nul = buffer.indexOf(0);
        if (nul < 0) return;
        command = buffer.subarray(0, nul).toString('latin1');
        commands.push(command);
        buffer = buffer.subarray(nul + 1);
        if (command === 'zPING') return void socket.end(`${ping}\0`);
        if (command !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
      }
      for (;;) {
        if (skip > 0) {
          const taken = Math.min(skip, buffer.length);
          skip -= taken;
          buffer = buffer.subarray(taken);
          if (skip > 0) return;
        }
        if (buffer.length < 4) return;
        const length = buffer.readUInt32BE(0);
        buffer = buffer.subarray(4);
        if (length === 0) {
          scanned.push(total);
          answered = true;
          return void socket.end('stream: OK\0');
        }
        if (length > quota) {
          // clamd replies and closes its end with the rest of the file still unread.
          answered = true;
          socket.write('INSTREAM size limit exceeded. ERROR\0', () => socket.destroy());
          return;
        }
        quota -= length;
        total += length;
        skip = length;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `tcp://127.0.0.1:${(server.address() as { port: number }).port}`,
    scanned,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
