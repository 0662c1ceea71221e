import { messagesOfApplications } from '@domain/applications/messages';
import { formMessages } from '@domain/message-forms';
import { messages } from '@domain/messages';
import { I18nProvider, useDomainText, useI18nData, type I18nData } from '../i18n/I18n';
import { ApplicationForm } from '../modules/forms/components/ApplicationForm';
import { layoutOf, localizeLayout, type ApplicationFormLayout } from '../modules/forms/form-layout';
import { letterTexts } from '@domain/letters';
import { useProgramCycle } from '../site/program-cycle';
import { Island } from './Island';
import { islandI18n } from './island-i18n';

export interface ApplicationFormIslandProps {
  /** What the form shows, in the page's language. */
  layout: ApplicationFormLayout;
  i18n: I18nData;
  /** The cycle asks for a letter of recommendation: the form names the recommender (issue 38). */
  letters?: boolean;
}

/** The domain's English texts the form's messages may hold: its labels and the forms' own messages. */
function textsOf(spec: ApplicationFormLayout): string[] {
  return [
    ...[...spec.fields, ...spec.confirmFields, ...spec.documents].map((f) => f.label),
    ...Object.values(messagesOfApplications),
    ...Object.values(formMessages),
    messages.ssnMismatch,
    messages.applicationSuccess,
    messages.applicationFailure,
    ...letterTexts(),
  ];
}

/** An application form as an island of its own on a static page (decision 160), in the page's language. */
export function ApplicationFormIsland({ spec }: { spec: ApplicationFormLayout }) {
  const data = useI18nData();
  const text = useDomainText();
  const english = layoutOf(spec);
  // The island has no site data of its own: whether the cycle asks for a letter travels in its props.
  const letters = useProgramCycle(spec.kind)?.lettersRequired === 1;
  const props: ApplicationFormIslandProps = {
    layout: localizeLayout(english, text, data.locale),
    i18n: islandI18n(data, ['form.', 'dialog.', 'privacy.', 'org.'], textsOf(english)),
    ...(letters ? { letters } : {}),
  };
  return (
    <Island name="application-form" props={props}>
      <I18nProvider value={props.i18n}>
        <ApplicationForm spec={props.layout} letters={letters} />
      </I18nProvider>
    </Island>
  );
}
