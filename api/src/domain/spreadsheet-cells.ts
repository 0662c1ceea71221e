/** Spreadsheets run a cell that starts like a formula; a leading ' keeps it text. */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
