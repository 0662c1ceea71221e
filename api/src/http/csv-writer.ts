import { stringify, type Stringifier } from 'csv-stringify';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formulaSafe } from '../domain/spreadsheet-cells.js';

const BOM = '\uFEFF';

export interface CsvWriter {
  /** One row: every cell made formula-safe; waits when the reader is slower. */
  row(cells: string[]): Promise<void>;
  end(): void;
}

/**
 * The one CSV writer of every export: a BOM (spreadsheets then read UTF-8), Windows line ends,
 * every cell quoted, so a spreadsheet that splits on ; or | still keeps a cell whole (decision
 * 300), and every cell formula-safe. Streams into `out` with back-pressure.
 */
export function csvWriter(out: Writable, header: string[]): CsvWriter {
  const csv: Stringifier = stringify({
    header: true,
    columns: header,
    bom: false,
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
  });
  out.write(BOM);
  csv.pipe(out);
  return {
    async row(cells) {
      if (!csv.write(cells.map(formulaSafe))) await once(csv, 'drain');
    },
    end: () => csv.end(),
  };
}
