import { PageHeader } from '../../components/page/PageHeader';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { paths } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { ContactForm } from '../../modules/forms';

export function ContactPage() {
  const settings = useSiteSettings();
  const { socialLinks } = settings;
  return (
    <>
      <PageHeader
        eyebrow="Contact Us"
        title="We would love to hear from you"
        lead="Questions about applying, giving or partnering? Send us a message and we will answer within two business days."
      />
      <section className="section" aria-label="Contact details and form">
        <div className="container contact">
          <aside className="contact__details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Reach us directly</h2>
            <a className="contact-card" href={`mailto:${settings.email}`}>
              <MailIcon />
              <span>
                <span className="contact-card__label">E-mail</span>
                {settings.email}
              </span>
            </a>
            <a className="contact-card" href={settings.phoneHref}>
              <PhoneIcon />
              <span>
                <span className="contact-card__label">Phone</span>
                {settings.phone}
              </span>
            </a>
            <p className="contact__note">
              Applying for help? The fastest way is the online form for <a href={paths.collegeStudents}>college students</a>,{' '}
              <a href={paths.parents}>parents</a> or <a href={paths.highSchool}>high-school seniors</a>.
            </p>
            <p className="contact__note">
              Follow us on{' '}
              {socialLinks.map((s, i) => (
                <span key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener">
                    {s.name}
                  </a>
                  {i < socialLinks.length - 2 ? ', ' : i === socialLinks.length - 2 ? ' and ' : '.'}
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
