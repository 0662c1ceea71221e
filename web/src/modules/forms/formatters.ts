/**
 * As-you-type formatting of spec §5 (SSN ddd-dd-dddd, phone (ddd) ddd-dddd, money with
 * thousands separators and at most 2 decimals) as pure functions, so every edit — typing,
 * paste, backspace over a separator, a change in the middle — is unit-tested without a browser.
 */
import { MONEY_DECIMALS, PHONE_DIGITS, SSN_DIGITS } from '@domain/applications/constants';
import { digitsOnly } from '@domain/applications/formats';

/** Formatted text, and where each significant character ends in it. */
export interface Formatted {
  text: string;
  /** ends[k] is the caret position right after the k-th significant character (ends[0] = start). */
  ends: number[];
}

export interface Mask {
  /** The significant characters of any text (digits, and for money one dot), within the limits. */
  clean(text: string): string;
  format(clean: string): Formatted;
}

/** Builds text and caret ends from significant characters and the separators before them. */
function build(clean: string, separatorBefore: (index: number) => string): Formatted {
  let text = '';
  const ends = [0];
  for (let i = 0; i < clean.length; i++) {
    text += separatorBefore(i) + clean[i];
    ends.push(text.length);
  }
  return { text, ends };
}

export const ssnMask: Mask = {
  clean: (text) => digitsOnly(text).slice(0, SSN_DIGITS),
  format: (clean) => build(clean, (i) => (i === 3 || i === 5 ? '-' : '')),
};

export const phoneMask: Mask = {
  clean: (text) => digitsOnly(text).slice(0, PHONE_DIGITS),
  format: (clean) => build(clean, (i) => (i === 0 ? '(' : i === 3 ? ') ' : i === 6 ? '-' : '')),
};

/** ZIP or ZIP+4: typed on the number pad, which has no dash, so the dash comes by itself. */
export const zipMask: Mask = {
  clean: (text) => digitsOnly(text).slice(0, 9),
  format: (clean) => build(clean, (i) => (i === 5 ? '-' : '')),
};

/** loanAmount and grossIncome stop below $100,000,000; the shared schema sets the real cap. */
export const MONEY_WHOLE_DIGITS = 8;

export const moneyMask: Mask = {
  clean(text) {
    const kept = text.replace(/[^\d.]/g, '');
    const dot = kept.indexOf('.');
    const whole = (dot < 0 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, MONEY_WHOLE_DIGITS);
    if (dot < 0) return whole;
    const fraction = kept
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, MONEY_DECIMALS);
    return `${whole}.${fraction}`;
  },
  format(clean) {
    const dot = clean.indexOf('.');
    const wholeLength = dot < 0 ? clean.length : dot;
    return build(clean, (i) => {
      if (i === dot) return wholeLength === 0 ? '0' : '';
      if (i < wholeLength && i > 0 && (wholeLength - i) % 3 === 0) return ',';
      return '';
    });
  },
};

export const formatSsn = (text: string) => ssnMask.format(ssnMask.clean(text)).text;
export const formatPhone = (text: string) => phoneMask.format(phoneMask.clean(text)).text;
export const formatMoney = (text: string) => moneyMask.format(moneyMask.clean(text)).text;

export interface Edit {
  /** The field's text before the edit. */
  previous: string;
  /** The field's text as the browser changed it. */
  value: string;
  /** The caret after the browser's change. */
  caret: number;
  /** InputEvent.inputType, e.g. 'insertText', 'insertFromPaste', 'deleteContentBackward'. */
  inputType?: string;
}

export interface Masked {
  value: string;
  caret: number;
}

/**
 * Applies a mask to an edit and keeps the caret after the same significant character.
 * Deleting only a separator (backspace right after "-") removes the digit before it instead,
 * so backspace never seems stuck.
 */
export function applyMask(mask: Mask, edit: Edit): Masked {
  let clean = mask.clean(edit.value);
  let before = mask.clean(edit.value.slice(0, edit.caret)).length;
  if (clean === mask.clean(edit.previous)) {
    if (edit.inputType === 'deleteContentBackward' && before > 0) {
      clean = mask.clean(clean.slice(0, before - 1) + clean.slice(before));
      before -= 1;
    } else if (edit.inputType === 'deleteContentForward' && before < clean.length) {
      clean = mask.clean(clean.slice(0, before) + clean.slice(before + 1));
    }
  }
  const formatted = mask.format(clean);
  const at = Math.min(before, formatted.ends.length - 1);
  return { value: formatted.text, caret: formatted.ends[at] ?? formatted.text.length };
}
