/**
 * A new criterion's key from its label: camelCase letters and digits, starting with a lower-case
 * letter, at most 40 characters (the domain's key rule), and unlike every key already taken.
 * Keys of saved criteria never change, since saved scores refer to them.
 */
export function keyFromLabel(label: string, taken: ReadonlySet<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let base = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .replace(/^[0-9]+/, '');
  base = base.charAt(0).toLowerCase() + base.slice(1);
  if (!base) base = 'criterion';
  base = base.slice(0, 36);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
