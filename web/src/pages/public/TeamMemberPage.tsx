import { useParams } from 'react-router-dom';
import { Picture } from '../../components/page/Picture';
import { MailIcon } from '../../components/ui/icons';
import { paths, site } from '../../site/site-config';
import { teamMember } from '../../site/team';
import { NotFoundPage } from '../NotFoundPage';

/** One member's profile; ids other than 0, 1 and 2 show the 404 page (and answer 404: they are not prerendered). */
export function TeamMemberPage() {
  const member = teamMember(useParams().id);
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
            <a className="contact-chip" href={`mailto:${site.email}`}>
              <MailIcon />
              {site.email}
            </a>
            {member.blurb.map((para) => (
              <p key={para.slice(0, 24)}>{para}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
