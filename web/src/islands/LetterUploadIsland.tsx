import { letterPageMessages, RECOMMENDER_ROLE_LABELS } from '@domain/letters-vocabulary';
import { I18nProvider, useI18nData } from '../i18n/I18n';
import { LetterUpload } from '../modules/letters/components/LetterUpload';
import { Island } from './Island';
import { islandI18n } from './island-i18n';

/** The recommender's page: the facts, the upload and the decline, an island on a static page, in the page's language. */
export function LetterUploadIsland() {
  // The roles, and the sentence for a link cut short, which the page says without asking the server.
  const i18n = islandI18n(
    useI18nData(),
    ['letters.', 'form.'],
    [...Object.values(RECOMMENDER_ROLE_LABELS), letterPageMessages.notFound],
  );
  return (
    <Island name="letter-upload" props={{ i18n }}>
      <I18nProvider value={i18n}>
        <LetterUpload />
      </I18nProvider>
    </Island>
  );
}
