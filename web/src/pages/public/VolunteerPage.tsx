import { VOLUNTEER_ROLES, type VolunteerRole } from '@domain/message-forms';
import { Picture } from '../../components/page/Picture';
import { PageHeader, Section } from '../../components/page/PageHeader';
import { site } from '../../site/site-config';
import { useDomainText, useT } from '../../i18n/I18n';
import { VolunteerForm } from '../../modules/forms';

/** Each role's words in the catalogues (the role names are the form's options, in domain/). */
const roleKeys: Record<VolunteerRole, 'board' | 'fundraiser' | 'writer' | 'other'> = {
  'Board member': 'board',
  Fundraiser: 'fundraiser',
  'Grant application writer': 'writer',
  Other: 'other',
};

export function VolunteerPage() {
  const t = useT();
  const text = useDomainText();
  return (
    <>
      <PageHeader
        eyebrow={t('volunteerPage.eyebrow')}
        title={t('volunteerPage.title')}
        lead={t('volunteerPage.lead', { name: site.name })}
      />
      <Section id="roles" title={t('volunteerPage.roles.title')} eyebrow={t('volunteerPage.roles.eyebrow')}>
        <div className="grid grid--2">
          {VOLUNTEER_ROLES.map((role) => (
            <article key={role} className="card card--ripple role-card">
              <div className="card__body">
                <h3>{text(role)}</h3>
                <p>{t(`volunteerPage.${roleKeys[role]}.text`)}</p>
                <p className="badge card__footer">{t(`volunteerPage.${roleKeys[role]}.commitment`)}</p>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="get-in-touch" tone="sand">
        <div className="split split--top">
          <div className="stack">
            <h2 id="get-in-touch-title">{t('volunteerPage.touch.title')}</h2>
            <p>{t('volunteerPage.touch.text')}</p>
            <Picture
              src="/media/slide-community.svg"
              alt={t('volunteerPage.imageAlt')}
              width={1200}
              height={675}
              className="rounded-art"
            />
          </div>
          <div className="card form-card">
            <div className="card__body">
              <VolunteerForm />
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
