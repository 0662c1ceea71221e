import { useId } from 'react';

/** The lists' "Only related" box (issue 39): applications sharing an SSN, e-mail, phone, address or loan account. */
export function RelatedFilter({ checked, onChange }: { checked: boolean; onChange: (next: boolean) => void }) {
  const id = useId();
  return (
    <div className="review-check related-filter">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>Only related</label>
    </div>
  );
}
