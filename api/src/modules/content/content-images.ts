import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import sharp from 'sharp';
import { DomainError } from '../../domain/errors.js';
import { CONTENT_LIMITS } from '../../domain/site-content.js';

export interface EncodedImage {
  bytes: Buffer;
  mediaType: 'image/webp';
  width: number;
  height: number;
}

const NOT_AN_IMAGE = 'Please upload a PNG, JPEG or WebP image.';
const TOO_BIG = `The image must be at most ${CONTENT_LIMITS.imageBytes / (1024 * 1024)} MB.`;

/** The format the bytes say they are, whatever the file name or the browser claims. */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Reads at most the limit plus one byte, so an oversized file is refused without being kept whole. */
async function readCapped(stream: Readable, field: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > CONTENT_LIMITS.imageBytes) {
      stream.destroy();
      throw new DomainError('TOO_LARGE', TOO_BIG, { [field]: TOO_BIG });
    }
    chunks.push(chunk as Buffer);
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
): Promise<EncodedImage | undefined> {
  if (!upload) return undefined;
  const file = await upload;
  return encodeImage(await readCapped(file.createReadStream(), field), field);
}

/** The public path of a stored image. */
export const imagePath = (id: number) => `/api/content/images/${id}`;

/** The stored image id behind a public path, or null for a bundled /media file. */
export function imageIdOf(path: string | null): number | null {
  const match = path ? /^\/api\/content\/images\/(\d+)$/.exec(path) : null;
  return match ? Number(match[1]) : null;
}
