import { useParams } from 'react-router-dom';
import { Picture } from '../../components/page/Picture';
import { MailIcon } from '../../components/ui/icons';
import { paragraphs } from '@domain/site-content';
import { useT } from '../../i18n/I18n';
import { paths } from '../../site/site-config';
import { useContentText } from '../../site/content-text';
import { useSiteData, useSiteSettings } from '../../site/site-data';
import { NotFoundPage } from '../NotFoundPage';

/** One member's profile; the id is the member's place on the team page, from 0. Other ids show the 404 page. */
export function TeamMemberPage() {
  const t = useT();
  const text = useContentText();
  const { id } = useParams();
  const { team } = useSiteData();
  const settings = useSiteSettings();
  const member = id !== undefined && /^\d{1,4}$/.test(id) ? team[Number(id)] : undefined;
  if (!member) return <NotFoundPage />;
  return (
    <section className="section member" aria-labelledby="member-name">
      <div className="container">
        <a className="back-link" href={t.path(paths.team)}>
          {t('team.back')}
        </a>
        <div className="member__grid">
          <div className="member__photo">
            <Picture src={member.photo} alt={t('team.portrait', { member: member.name })} width={480} height={560} eager />
          </div>
          <div className="member__text">
            <p className="eyebrow">{t('team.heading')}</p>
            <h1 id="member-name">{member.name}</h1>
            <p className="member__role" lang={text(member, 'role').lang}>
              {text(member, 'role').value}
            </p>
            <a className="contact-chip" href={`mailto:${member.email || settings.email}`}>
              <MailIcon />
              {member.email || settings.email}
            </a>
            {paragraphs(text(member, 'blurb').value).map((para, i) => (
              <p key={i} lang={text(member, 'blurb').lang}>
                {para}
              </p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
