import { APPLICATION_KIND_LABELS } from '@domain/applications/constants';
import { RECOMMENDER_ROLE_LABELS } from '@domain/letters-vocabulary';
import { I18nProvider, useI18nData } from '../i18n/I18n';
import { ApplicationStatus } from '../modules/application-status/components/ApplicationStatus';
import { Island } from './Island';
import { islandI18n } from './island-i18n';

/** The status page's sign-in and status view, an island of its own on a static page (decision 160), in the page's language. */
export function ApplicationStatusIsland() {
  const i18n = islandI18n(
    useI18nData(),
    ['status.', 'form.', 'dialog.'],
    [
      ...Object.values(APPLICATION_KIND_LABELS),
      // The replacement form's roles.
      ...Object.values(RECOMMENDER_ROLE_LABELS),
    ],
  );
  return (
    <Island name="application-status" props={{ i18n }}>
      <I18nProvider value={i18n}>
        <ApplicationStatus />
      </I18nProvider>
    </Island>
  );
}
