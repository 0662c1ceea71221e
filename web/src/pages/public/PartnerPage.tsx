import { Picture } from '../../components/page/Picture';
import { PageHeader, Section } from '../../components/page/PageHeader';
import { claims, paths, scholarship, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';

const reasons = [
  { title: 'Employee benefit', text: 'Offer student-loan help to your team through a matched giving program we run for you.' },
  { title: 'Sponsored scholarships', text: `Name a ${scholarship.award} scholarship for a senior from the community you serve.` },
  {
    title: 'Cause marketing',
    text: `Feature a product in the ${site.storeName} or dedicate a share of a campaign to families in debt.`,
  },
];

export function PartnerPage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader
        eyebrow="Become a Partner"
        title="Partner with us to end the college debt crisis"
        lead="Companies, foundations, colleges and credit unions multiply what one donation can do."
      >
        <div className="actions">
          <a className="button button--light" href={paths.contact}>
            Talk to our team
          </a>
        </div>
      </PageHeader>
      <section className="section section--dark stats-band" aria-labelledby="partner-stats-title">
        <div className="container">
          <h2 id="partner-stats-title" className="stats-band__title">
            Why it matters
          </h2>
          <div className="stats-band__grid">
            <div className="stat">
              <span className="stat__value">{claims.loanCrisisShort}+</span>
              <span className="stat__label">in student loans: a crisis of {claims.loanCrisis}</span>
            </div>
            <div className="stat">
              <span className="stat__value">{claims.owingShare}</span>
              <span className="stat__label">of undergraduates and parents who apply to us owe over {claims.owingAmount}</span>
            </div>
            <div className="stat">
              <span className="stat__value">{site.foundedYear}</span>
              <span className="stat__label">helping families since</span>
            </div>
          </div>
        </div>
      </section>
      <Section title="How partners help" eyebrow="Partnership" center>
        <div className="grid grid--3">
          {reasons.map((r) => (
            <article key={r.title} className="card card--ripple">
              <div className="card__body">
                <h3>{r.title}</h3>
                <p>{r.text}</p>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section tone="sand">
        <div className="split">
          <Picture
            src="/media/partner-banner.svg"
            alt="Illustration of two hands shaking in front of a sunrise"
            width={1200}
            height={675}
            className="rounded-art"
          />
          <div className="stack">
            <h2>Let’s build something together</h2>
            <p>
              Every partnership starts with a conversation about your people and your community. Tell us what you have in mind and
              we will come back within two business days.
            </p>
            <div className="actions">
              <a className="button button--accent" href={paths.contact}>
                Contact us about partnering
              </a>
              <a className="text-link" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
