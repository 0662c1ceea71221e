/**
 * Every fixed English text of the domain that an applicant reads: form titles, section titles,
 * labels, options, hints, document names and the messages of the forms and the status page.
 * The Spanish catalogue (es-domain.ts) must word each of them, and only them: a test compares
 * the two lists, so a text added in English and not in Spanish (or left behind in Spanish)
 * fails the build.
 */
import { APPLICATION_KIND_LABELS } from '../applications/constants.js';
import { APPLICATION_FORMS } from '../applications/index.js';
import { messagesOfApplications } from '../applications/messages.js';
import { OTHER_DOCUMENT, PUBLIC_STATUS_LABELS, statusMessages } from '../application-status.js';
import { contactFields, formMessages, messageFormTexts, volunteerFields } from '../message-forms.js';
import { requestMessages } from '../request-messages.js';
import { applicantMessages } from './applicant-messages.js';
import { letterTexts } from '../letters.js';

export function domainEnglishTexts(): Set<string> {
  const texts = new Set<string>();
  const add = (text: string | undefined) => {
    if (text) texts.add(text);
  };
  for (const form of Object.values(APPLICATION_FORMS)) {
    add(form.title);
    for (const section of [...form.sections, ...(form.reviewSections ?? [])]) add(section.title);
    for (const field of [...form.fields, ...form.confirmFields]) {
      add(field.label);
      add(field.help);
      for (const option of field.options ?? [])
        if (option.label !== option.value || !/^\d+$/.test(option.value)) add(option.label);
    }
    for (const doc of form.documents) {
      add(doc.label);
      add(doc.hint);
    }
  }
  for (const field of [...contactFields, ...volunteerFields]) {
    add(field.label);
    for (const option of field.options ?? []) add(option.label);
  }
  add(OTHER_DOCUMENT.label);
  add(OTHER_DOCUMENT.hint);
  Object.values(APPLICATION_KIND_LABELS).forEach(add);
  Object.values(PUBLIC_STATUS_LABELS).forEach(add);
  Object.values(statusMessages).forEach(add);
  Object.values(messagesOfApplications).forEach(add);
  Object.values(formMessages).forEach(add);
  Object.values(messageFormTexts).forEach(add);
  Object.values(applicantMessages).forEach(add);
  Object.values(requestMessages).forEach(add);
  letterTexts().forEach(add);
  return texts;
}
