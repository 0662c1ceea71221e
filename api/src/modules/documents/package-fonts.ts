import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake, { type TDocumentDefinitions } from 'pdfmake';

const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontsDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontsDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontsDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontsDir, 'Roboto-MediumItalic.ttf'),
  },
});
// The package is built from our own data only: no URL is ever fetched, only the bundled fonts are read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(fontsDir + path.sep));

export const INK = '#1f2a37';
export const MUTED = '#5b6675';
export const RULE = '#d5dbe3';
export const BRAND = '#0b5d4b';

/** Letter pages in Roboto, which has the glyphs of names such as "Nguyễn" (WinAnsi does not). */
export function renderPdf(doc: Omit<TDocumentDefinitions, 'pageSize' | 'defaultStyle'>): Promise<Buffer> {
  return pdfmake
    .createPdf({ pageSize: 'LETTER', defaultStyle: { font: 'Roboto', fontSize: 10, color: INK }, ...doc })
    .getBuffer();
}
