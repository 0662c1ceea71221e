import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { applyMask, type Mask } from '../formatters';

type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue'> & {
  mask: Mask;
  /** Called with the formatted text after every edit. */
  onValue?: (value: string) => void;
};

/**
 * An uncontrolled input that reformats itself on every edit and keeps the caret after the
 * same digit (see formatters.ts). Uncontrolled, so form.reset() clears it like any input.
 */
export function MaskedInput({ mask, onValue, ...props }: MaskedInputProps) {
  const previous = useRef('');
  const ref = useRef<HTMLInputElement>(null);
  // Text typed into the prerendered page before the script ran is formatted once it runs.
  useEffect(() => {
    const input = ref.current;
    if (!input || input.value === '') return;
    const formatted = mask.format(mask.clean(input.value)).text;
    input.value = formatted;
    previous.current = formatted;
  }, [mask]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    // After a form reset the remembered text is stale; an empty field has no past.
    const before = input.value === '' ? '' : previous.current;
    const next = applyMask(mask, {
      previous: before,
      value: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType,
    });
    if (input.value !== next.value) input.value = next.value;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    previous.current = next.value;
    onValue?.(next.value);
  }
  return <input {...props} ref={ref} type="text" onChange={onChange} />;
}
