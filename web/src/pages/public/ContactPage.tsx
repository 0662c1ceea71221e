import { PageHeader } from '../../components/page/PageHeader';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { paths } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { ContactForm } from '../../modules/forms';
import { useT } from '../../i18n/I18n';

export function ContactPage() {
  const settings = useSiteSettings();
  const { socialLinks } = settings;
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('contactPage.eyebrow')} title={t('contactPage.title')} lead={t('contactPage.lead')} />
      <section className="section" aria-label={t('contactPage.section')}>
        <div className="container contact">
          <aside className="contact__details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{t('contactPage.direct')}</h2>
            <a className="contact-card" href={`mailto:${settings.email}`}>
              <MailIcon />
              <span>
                <span className="contact-card__label">{t('contactPage.email')}</span>
                {settings.email}
              </span>
            </a>
            <a className="contact-card" href={settings.phoneHref}>
              <PhoneIcon />
              <span>
                <span className="contact-card__label">{t('contactPage.phone')}</span>
                {settings.phone}
              </span>
            </a>
            <p className="contact__note">
              {t.rich('contactPage.applying', {
                college: (chunks) => <a href={t.path(paths.collegeStudents)}>{chunks}</a>,
                parents: (chunks) => <a href={t.path(paths.parents)}>{chunks}</a>,
                highSchool: (chunks) => <a href={t.path(paths.highSchool)}>{chunks}</a>,
              })}
            </p>
            <p className="contact__note">
              {t('contactPage.follow')}{' '}
              {socialLinks.map((s, i) => (
                <span key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener">
                    {s.name}
                  </a>
                  {i < socialLinks.length - 2 ? ', ' : i === socialLinks.length - 2 ? ` ${t('contactPage.and')} ` : '.'}
                </span>
              ))}
            </p>
          </aside>
          <div className="contact__form">
            <div className="card form-card">
              <div className="card__body">
                <ContactForm />
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
