import { messagesOfApplications } from '@domain/applications/messages';
import { formMessages } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { I18nProvider, useDomainText, useI18nData, type I18nData } from '../i18n/I18n';
import { ApplicationForm } from '../modules/forms/components/ApplicationForm';
import { recommenderPart } from '../modules/forms/recommender-part';
import { layoutOf, localizeLayout, type ApplicationFormLayout } from '../modules/forms/form-layout';
import { letterTexts } from '@domain/letters';
import { useProgramCycle } from '../site/program-cycle';
import { Island } from './Island';
import { islandI18n } from './island-i18n';

export interface ApplicationFormIslandProps {
  /** What the form shows, in the page's language. */
  layout: ApplicationFormLayout;
  i18n: I18nData;
}

/** The domain's English texts the form's messages may hold: its labels and the forms' own messages. */
function textsOf(spec: ApplicationFormLayout, letters: boolean): string[] {
  return [
    ...[...spec.fields, ...spec.confirmFields, ...spec.documents].map((f) => f.label),
    ...Object.values(messagesOfApplications),
    ...Object.values(formMessages),
    messages.ssnMismatch,
    messages.applicationSuccess,
    messages.applicationFailure,
    // The recommender's words only where the form asks for one: every other form page stays as light.
    ...(letters ? letterTexts() : []),
  ];
}

/** The recommender's messages stay off a form whose cycle asks for no letter. */
function withoutLetters(i18n: I18nData, letters: boolean): I18nData {
  if (letters) return i18n;
  return {
    ...i18n,
    messages: Object.fromEntries(Object.entries(i18n.messages).filter(([key]) => !key.startsWith('form.letters.'))),
  };
}

/** An application form as an island of its own on a static page (decision 160), in the page's language. */
export function ApplicationFormIsland({ spec }: { spec: ApplicationFormLayout }) {
  const data = useI18nData();
  const text = useDomainText();
  const english = layoutOf(spec);
  // A cycle that asks for a letter gets the form's island with the recommender's section (issue 38):
  // the island has no site data of its own, and every other form page loads none of it.
  const letters = useProgramCycle(spec.kind)?.lettersRequired === 1;
  const props: ApplicationFormIslandProps = {
    layout: localizeLayout(english, text, data.locale),
    i18n: withoutLetters(islandI18n(data, ['form.', 'dialog.', 'privacy.', 'org.'], textsOf(english, letters)), letters),
  };
  return (
    <Island name={letters ? 'application-form-letters' : 'application-form'} props={props}>
      <I18nProvider value={props.i18n}>
        <ApplicationForm spec={props.layout} recommender={letters ? recommenderPart : undefined} />
      </I18nProvider>
    </Island>
  );
}
