import { PDFName, PDFNumber, type PDFDocument, type PDFRef } from 'pdf-lib';

export interface EmbeddedImage {
  ref: PDFRef;
  width: number;
  height: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Embeds an opaque, non-interlaced 8-bit grey or RGB PNG by copying its compressed pixel data
 * straight into the PDF (PDF's Flate filter with the PNG predictor reads it as is). pdf-lib's
 * embedPng decodes and re-compresses every pixel, which takes seconds for a phone photo of a
 * document. Returns null for any other PNG, which the caller embeds with pdf-lib.
 */
export function embedPngDirect(pdf: PDFDocument, png: Buffer): EmbeddedImage | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  let offset = 8;
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlace: number } | undefined;
  const data: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) return null;
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8]!,
        colorType: body[9]!,
        interlace: body[12]!,
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    else if (type === 'tRNS') return null; // transparency needs a soft mask
    offset += 12 + length;
  }
  if (!header || data.length === 0 || header.bitDepth !== 8 || header.interlace !== 0) return null;
  const colors = header.colorType === 0 ? 1 : header.colorType === 2 ? 3 : 0;
  if (colors === 0) return null; // palette or alpha: pdf-lib handles those
  const raw = pdf.context.stream(Buffer.concat(data), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: header.width,
    Height: header.height,
    ColorSpace: colors === 1 ? 'DeviceGray' : 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: 8, Columns: header.width },
  });
  raw.dict.set(PDFName.of('Length'), PDFNumber.of(raw.getContentsSize()));
  return { ref: pdf.context.register(raw), width: header.width, height: header.height };
}
