/** The figures of a chart as a table: the first column names, the others count. */
export function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    // A wide table scrolls on a phone; the keyboard can scroll it too (it takes focus).
    <div className="reports__scroller" role="region" aria-label={caption} tabIndex={0}>
      <table className="reports__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i ? 'reports__number' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values]) => (
            <tr key={String(name)}>
              <th scope="row">{name}</th>
              {values.map((v, i) => (
                <td key={i} className="reports__number">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
