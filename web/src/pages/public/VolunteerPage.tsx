import { VOLUNTEER_ROLES, type VolunteerRole } from '@domain/message-forms';
import { Picture } from '../../components/page/Picture';
import { PageHeader, Section } from '../../components/page/PageHeader';
import { site } from '../../site/site-config';
import { VolunteerForm } from '../../modules/forms';

const roleDetails: Record<VolunteerRole, { text: string; commitment: string }> = {
  'Board member': {
    text: 'Guide our strategy, oversee our finances and open doors in your community. Experience in finance, law, education or nonprofits helps.',
    commitment: 'About 5 hours a month · 2-year term',
  },
  Fundraiser: {
    text: 'Organise a drive at work, school or your place of worship, or help us plan our yearly fundraising events.',
    commitment: 'Flexible · seasonal peaks',
  },
  'Grant application writer': {
    text: 'Research foundations and write clear, honest proposals that bring in funding for repayment grants and scholarships.',
    commitment: '3–6 hours a month · remote',
  },
  Other: {
    text: 'Reviewing applications, design, photography, social media, translation: tell us what you are good at and we will find a fit.',
    commitment: 'Whatever you can give',
  },
};

export function VolunteerPage() {
  return (
    <>
      <PageHeader
        eyebrow="Volunteer Opportunities"
        title="Give your time, change a family’s future"
        lead={`${site.name} runs on volunteers. A few hours a month from you means faster decisions and more families helped.`}
      />
      <Section id="roles" title="Ways you can help" eyebrow="Volunteer roles">
        <div className="grid grid--2">
          {VOLUNTEER_ROLES.map((role) => (
            <article key={role} className="card card--ripple role-card">
              <div className="card__body">
                <h3>{role}</h3>
                <p>{roleDetails[role].text}</p>
                <p className="badge card__footer">{roleDetails[role].commitment}</p>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="get-in-touch" tone="sand">
        <div className="split split--top">
          <div className="stack">
            <h2 id="get-in-touch-title">Get in touch with us!</h2>
            <p>Tell us a little about yourself and the role that interests you. A member of our team will reply within a week.</p>
            <Picture
              src="/media/slide-community.svg"
              alt="Illustration of many hands raised together around a heart"
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
