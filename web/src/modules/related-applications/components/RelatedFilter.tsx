import { useId, useState } from 'react';

/** The lists' "Only related" box (issue 39): applications sharing an SSN, e-mail, phone, address or loan account. */
export function RelatedFilter({ checked, onChange }: { checked: boolean; onChange: (next: boolean) => void }) {
  const id = useId();
  // The box follows the click at once; the list and its URL catch up in a router transition,
  // which keeps the old screen until the new rows have arrived.
  const [shown, setShown] = useState(checked);
  const [given, setGiven] = useState(checked);
  if (given !== checked) {
    // The list's own value moved (back, a link, a reset): the box follows it.
    setGiven(checked);
    setShown(checked);
  }
  return (
    <div className="review-check related-filter">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(e) => {
          setShown(e.target.checked);
          onChange(e.target.checked);
        }}
      />
      <label htmlFor={id}>Only related</label>
    </div>
  );
}
