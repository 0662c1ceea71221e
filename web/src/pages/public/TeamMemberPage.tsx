import { useParams } from 'react-router-dom';
import { Picture } from '../../components/page/Picture';
import { MailIcon } from '../../components/ui/icons';
import { paragraphs } from '@domain/site-content';
import { paths } from '../../site/site-config';
import { useSiteData, useSiteSettings } from '../../site/site-data';
import { NotFoundPage } from '../NotFoundPage';

/** One member's profile; the id is the member's place on the team page, from 0. Other ids show the 404 page. */
export function TeamMemberPage() {
  const { id } = useParams();
  const { team } = useSiteData();
  const settings = useSiteSettings();
  const member = id !== undefined && /^\d{1,4}$/.test(id) ? team[Number(id)] : undefined;
  if (!member) return <NotFoundPage />;
  return (
    <section className="section member" aria-labelledby="member-name">
      <div className="container">
        <a className="back-link" href={paths.team}>
          ← Back to Our Team
        </a>
        <div className="member__grid">
          <div className="member__photo">
            <Picture src={member.photo} alt={`Portrait of ${member.name}`} width={480} height={560} eager />
          </div>
          <div className="member__text">
            <p className="eyebrow">Our Leadership</p>
            <h1 id="member-name">{member.name}</h1>
            <p className="member__role">{member.role}</p>
            <a className="contact-chip" href={`mailto:${member.email || settings.email}`}>
              <MailIcon />
              {member.email || settings.email}
            </a>
            {paragraphs(member.blurb).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
