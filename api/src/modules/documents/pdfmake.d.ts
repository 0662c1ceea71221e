/** The small part of pdfmake 0.3's server API the package PDF uses (the package ships no types). */
declare module 'pdfmake' {
  export type Content = string | Record<string, unknown> | Content[];
  export interface TDocumentDefinitions {
    content: Content;
    info?: Record<string, string>;
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
    footer?: (currentPage: number, pageCount: number) => Content;
  }
  export interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  export interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(doc: TDocumentDefinitions): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
