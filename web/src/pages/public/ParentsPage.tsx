import { parentForm } from '@domain/applications/parent';
import { useT } from '../../i18n/I18n';
import { site } from '../../site/site-config';
import { RepaymentPage } from './ProgramPage';

/** /open-diploma-fund-for-parents: the parent repayment application (parent and student sections). */
export function ParentsPage() {
  const t = useT();
  return (
    <RepaymentPage
      meta={{ title: t('meta.parents.title'), description: t('meta.parents.description') }}
      eyebrow={t('parents.eyebrow')}
      title={t('parents.title')}
      spec={parentForm}
      intro={<p>{t('parents.intro', { name: site.name })}</p>}
      requirements={
        <>
          <p>{t('parents.requirementsIntro')}</p>
          <ul className="program-checklist">
            <li>{t('parents.attended')}</li>
            <li>{t('parents.finished')}</li>
            <li>{t('parents.hardship')}</li>
          </ul>
          <p>{t('parents.letter')}</p>
        </>
      }
    />
  );
}
