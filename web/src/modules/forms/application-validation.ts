import { UPLOAD_LIMITS } from '@domain/applications/constants';
import {
  emptyDocumentMessage,
  missingDocumentMessage,
  sniffMediaType,
  SNIFF_BYTES,
  tooLargeMessage,
  wrongTypeMessage,
} from '@domain/applications/documents';
import type { ApplicationFormSpec } from '@domain/applications/form';
import { fieldErrorsFromIssues } from '@domain/errors';
import { messagesOfApplications } from '@domain/applications/messages';
import { formMessages } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { FORM_ERROR, ssnPairs } from './form-layout';
import { compareSsn } from './ssn-match';
import { domainTranslator, translateFields } from '@domain/i18n/domain-translator';
import { formatMessage } from '../../i18n/format';
import type { I18nData } from '../../i18n/I18n';

/** What the visitor entered: text values by name, the chosen file of each document, consent. */
export interface ApplicationDraft {
  values: Record<string, string>;
  files: Record<string, File | null | undefined>;
  consent: boolean;
}

export { FORM_ERROR, ssnPairs };

async function documentErrors(spec: ApplicationFormSpec, files: ApplicationDraft['files'], fileLimit: number) {
  const errors: Record<string, string> = {};
  for (const doc of spec.documents) {
    const file = files[doc.name];
    if (!file || (file.size === 0 && file.name === '')) errors[doc.name] = missingDocumentMessage(doc);
    else if (file.size === 0) errors[doc.name] = emptyDocumentMessage(doc);
    else if (file.size > fileLimit) errors[doc.name] = tooLargeMessage(doc, fileLimit);
    else {
      // Judge the type by the first bytes, as the server does: a renamed file is caught here.
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const type = sniffMediaType(head);
      if (!type || !doc.mediaTypes.includes(type)) errors[doc.name] = wrongTypeMessage(doc);
    }
  }
  return errors;
}

/**
 * Every client rule of spec §5 on a draft, with the shared zod form schema: required fields,
 * formats, lists, both SSN pairs, documents (present, type, size) and consent.
 * Returns `{ field: message }`; empty when the draft may be sent.
 */
export async function validateApplication(
  spec: ApplicationFormSpec,
  draft: ApplicationDraft,
  limits: { fileBytes: number; requestBytes: number } = UPLOAD_LIMITS,
): Promise<Record<string, string>> {
  const parsed = spec.formSchema.safeParse(draft.values);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  for (const [ssnName, confirmName] of ssnPairs(spec)) {
    const result = compareSsn(draft.values[ssnName] ?? '', draft.values[confirmName] ?? '', { final: true });
    if (result === 'mismatch') errors[confirmName] = messages.ssnMismatch;
  }
  Object.assign(errors, await documentErrors(spec, draft.files, limits.fileBytes));
  const total = Object.values(draft.files).reduce((sum, file) => sum + (file?.size ?? 0), 0);
  if (total > limits.requestBytes) errors[FORM_ERROR] = messagesOfApplications.tooLarge;
  if (!draft.consent) errors.consent = formMessages.consentRequired;
  return errors;
}

/**
 * The rules' English messages in the page's language, with the Spanish the page carries
 * (decision 290). English pages, and pages without the domain's catalogue, keep the English.
 */
export function translateErrors(
  errors: Record<string, string>,
  i18n: Pick<I18nData, 'locale' | 'domain'>,
): Record<string, string> {
  if (i18n.locale === 'en' || !i18n.domain) return errors;
  const translate = domainTranslator(i18n.domain, (message, values) => formatMessage(i18n.locale, message, values));
  return translateFields(errors, translate);
}

/** True when a submit must stop: the spec's SSN mismatch blocks it even on its own. */
export function blocksSubmit(errors: Record<string, string>): boolean {
  return Object.keys(errors).length > 0;
}
