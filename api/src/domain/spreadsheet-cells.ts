/** Characters a spreadsheet reads as the start of a formula (tab and CR too: some strip them first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula character right after a character a spreadsheet may split cells on (comma,
 * semicolon, tab, pipe, a line break), spaces allowed between: opened with another separator,
 * "Thanks;=1+1" becomes two cells, the second a formula.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n][ ]*)([=+\-@])/g;

/**
 * A text value made inert for any spreadsheet: a leading ' keeps a cell text, and one goes
 * before a formula character after any separator too, so the value stays text however the
 * file is split. Exports also quote every cell (decision 300).
 */
export function formulaSafe(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}
