import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import { DomainError } from '../../domain/errors.js';
import { CONTENT_LIMITS } from '../../domain/site-content.js';
import { offScanner, type Scanner } from '../../scanning/scanner.js';

export interface EncodedImage {
  bytes: Buffer;
  mediaType: 'image/webp';
  width: number;
  height: number;
}

const NOT_AN_IMAGE = 'Please upload a PNG, JPEG or WebP image.';
const TOO_BIG = `The image must be at most ${CONTENT_LIMITS.imageBytes / (1024 * 1024)} MB.`;
const REFUSED = 'The image was refused: our virus scan found something harmful in it. Please upload a clean copy.';

/** How an image upload is scanned, and who hears of a refused one (the audit log). */
export interface ImageScan {
  scanner: Scanner;
  refused(upload: { field: string; sha256: string; signature: string }): Promise<void>;
}

/** The format the bytes say they are, whatever the file name or the browser claims. */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * Reads at most the limit plus one byte, so an oversized file is refused without being kept whole,
 * scanning it as it arrives: a file the scan finds harmful is audited and refused (FILE_REJECTED).
 * An unreachable scanner lets the image through: it is re-encoded below, which drops any payload.
 */
async function readCapped(stream: Readable, field: string, scan: ImageScan): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const session = scan.scanner.start();
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > CONTENT_LIMITS.imageBytes) {
        stream.destroy();
        throw new DomainError('TOO_LARGE', TOO_BIG, { [field]: TOO_BIG });
      }
      chunks.push(chunk);
      hash.update(chunk);
      await session.write(chunk);
    }
  } catch (error) {
    session.abort();
    throw error;
  }
  const verdict = await session.finish();
  if (verdict.status === 'INFECTED') {
    await scan.refused({ field, sha256: hash.digest('hex'), signature: verdict.signature });
    throw new DomainError('FILE_REJECTED', REFUSED, { [field]: REFUSED });
  }
  return Buffer.concat(chunks);
}

/**
 * Checks an image by its bytes and re-encodes it as WebP within CONTENT_LIMITS.imageEdge pixels:
 * whatever metadata or trailing payload the file carried is dropped. sharp works on libuv's
 * thread pool, off the main thread.
 */
export async function encodeImage(bytes: Buffer, field: string): Promise<EncodedImage> {
  const refused = () => new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE, { [field]: NOT_AN_IMAGE });
  const format = sniffImage(bytes);
  if (!format) throw refused();
  try {
    // Loaded on first use: most starts (and every command-line tool) never encode an image.
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw refused();
    const { data, info } = await image
      .rotate()
      .resize({ width: CONTENT_LIMITS.imageEdge, height: CONTENT_LIMITS.imageEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mediaType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refused();
  }
}

/** An `Upload` argument (photo or image) as an encoded image, or undefined when none was sent. */
export async function readImageUpload(
  upload: Promise<FileUpload> | null | undefined,
  field: string,
  scan: ImageScan = { scanner: offScanner, refused: async () => {} },
): Promise<EncodedImage | undefined> {
  if (!upload) return undefined;
  const file = await upload;
  return encodeImage(await readCapped(file.createReadStream(), field, scan), field);
}

/** The public path of a stored image. */
export const imagePath = (id: number) => `/api/content/images/${id}`;

/** The stored image id behind a public path, or null for a bundled /media file. */
export function imageIdOf(path: string | null): number | null {
  const match = path ? /^\/api\/content\/images\/(\d+)$/.exec(path) : null;
  return match ? Number(match[1]) : null;
}

/** Every stored image a value names, however deep (settings, items, their translations). */
export function collectImageIds(value: unknown, ids: Set<number>): void {
  if (typeof value === 'string') {
    const id = imageIdOf(value);
    if (id !== null) ids.add(id);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const inner of Object.values(value)) collectImageIds(inner, ids);
  }
}
