import { Picture } from '../../components/page/Picture';
import { Section } from '../../components/page/PageHeader';
import { ArrowIcon } from '../../components/ui/icons';
import { anchors, claims, paths, repaymentEligibility, scholarship, site } from '../../site/site-config';
import type { ApplicationKind } from '@domain/applications/constants';
import { acceptsApplications, cycleSentence, useProgramCycle, useScholarshipAward } from '../../site/program-cycle';
import { useSiteData } from '../../site/site-data';
import { HeroVideo } from './home/HeroVideo';

const infoCards = (award: string) => [
  {
    icon: '/media/icon-heart.svg',
    title: 'For college graduates and parents',
    text: 'You did everything right: you finished your degree, or helped your child finish theirs. We help pay down the loans that followed you home.',
    link: { href: `#${anchors.apply}`, label: 'See who can apply' },
  },
  {
    icon: '/media/icon-stock.svg',
    title: 'The college loan crisis',
    text: `Americans owe ${claims.loanCrisis} in student loans. ${claims.owingShare} of the undergraduates and parents who come to us owe over ${claims.owingAmount}.`,
    link: { href: paths.news, label: 'Read the news' },
  },
  {
    icon: '/media/icon-dollar.svg',
    title: 'A college-debt-free future',
    text: `Our ${award} scholarship helps high-school seniors start a four-year degree without borrowing their future away.`,
    link: { href: paths.highSchool, label: 'About the scholarship' },
  },
];

const programs = (award: string) => [
  {
    kind: 'undergrad' as ApplicationKind,
    title: 'College students & graduates',
    text: 'Repayment help for undergraduates who finished a four-year degree and are struggling with their loans.',
    href: paths.collegeStudents,
  },
  {
    kind: 'parent' as ApplicationKind,
    title: 'Parents',
    text: 'Repayment help for parents who borrowed, or co-signed, so their child could earn a degree.',
    href: paths.parents,
  },
  {
    kind: 'high-school' as ApplicationKind,
    title: 'High-school seniors',
    text: `A ${award} scholarship for seniors with a GPA of ${scholarship.minimumGpa} or higher.`,
    href: paths.highSchool,
  },
];

/** A program in the apply section, with its window as the cycle has it now. */
function ProgramCard({ program }: { program: ReturnType<typeof programs>[number] }) {
  const cycle = useProgramCycle(program.kind);
  const open = acceptsApplications(cycle);
  return (
    <a className="card card--ripple program-card" href={program.href}>
      <span className="card__body">
        <span className="program-card__title">{program.title}</span>
        <span>{program.text}</span>
        {cycle && (
          <span className={open ? 'program-window' : 'program-window program-window--closed'}>{cycleSentence(cycle)}</span>
        )}
        <span className="text-link card__footer">
          {open ? 'Start an application' : 'See when it opens'} <ArrowIcon />
        </span>
      </span>
    </a>
  );
}

const waysToGive = (productCount: number) => [
  {
    icon: '/media/icon-heart.svg',
    title: 'Give once or monthly',
    text: 'Card gifts of any size go straight to grants.',
    href: paths.donate,
    cta: 'Donate',
  },
  {
    icon: '/media/icon-store.svg',
    title: `Shop the ${site.storeName}`,
    text: `${productCount} items, from mugs to hoodies. Every purchase funds a grant.`,
    href: paths.store,
    cta: 'Visit the store',
  },
  {
    icon: '/media/icon-fundraiser.svg',
    title: 'Partner with us',
    text: 'Employers and foundations multiply what we can do.',
    href: paths.partner,
    cta: 'Become a partner',
  },
  {
    icon: '/media/icon-calendar.svg',
    title: 'Volunteer',
    text: 'Lend a few hours as a reviewer, writer or fundraiser.',
    href: paths.volunteer,
    cta: 'Volunteer',
  },
];

export function HomePage() {
  const productCount = useSiteData().storeProducts.length;
  const award = useScholarshipAward();
  return (
    <>
      <HeroVideo />

      <section className="info-cards" aria-label="What we do">
        <div className="container grid grid--3">
          {infoCards(award).map((card) => (
            <article key={card.title} className="card card--ripple info-card">
              <div className="card__body">
                <Picture src={card.icon} alt="" width={64} height={64} eager className="info-card__icon" />
                <h2 className="info-card__title">{card.title}</h2>
                <p>{card.text}</p>
                <a className="text-link card__footer" href={card.link.href}>
                  {card.link.label} <ArrowIcon />
                </a>
              </div>
            </article>
          ))}
        </div>
      </section>

      <Section id="who-we-are" eyebrow="Who We Are" title="Neighbors helping neighbors get out from under college debt">
        <div className="split">
          <div className="stack">
            <p className="lead">
              {site.name} was founded in {site.foundedYear} by people who paid off their own student loans, and watched their
              parents pay off theirs.
            </p>
            <p>
              We raise money from donors, partners and our store, and turn it into direct payments on the loans of graduates and
              parents who are struggling. We also award scholarships so that the next class can start college with less to borrow.
            </p>
            <a className="button button--secondary" href={paths.about}>
              Learn about us
            </a>
          </div>
          <Picture
            src="/media/about-story.svg"
            alt="Illustration of a graduate walking toward an open door"
            width={1200}
            height={675}
            className="rounded-art"
          />
        </div>
      </Section>

      <section className="stats-band section--dark" aria-label="The problem in numbers">
        <div className="container stats-band__grid">
          <div className="stat">
            <span className="stat__value">{claims.loanCrisisShort}+</span>
            <span className="stat__label">owed in U.S. student loans, a crisis of {claims.loanCrisis}</span>
          </div>
          <div className="stat">
            <span className="stat__value">{claims.owingShare}</span>
            <span className="stat__label">of the undergraduates and parents we hear from owe over {claims.owingAmount}</span>
          </div>
          <div className="stat">
            <span className="stat__value">{award}</span>
            <span className="stat__label">scholarship for high-school seniors</span>
          </div>
          <div className="stat">
            <span className="stat__value">{site.foundedYear}</span>
            <span className="stat__label">the year we started, as a 501(c)(3) nonprofit</span>
          </div>
        </div>
      </section>

      <Section
        id={anchors.apply}
        tone="sand"
        eyebrow="Apply for repayment and scholarship"
        title="Find the help that fits your family"
        lead="Applications are free, take about twenty minutes, and are read by a real person on our team."
      >
        <div className="grid grid--3">
          {programs(award).map((p) => (
            <ProgramCard key={p.href} program={p} />
          ))}
        </div>
        <div className="eligibility">
          <h3>Who can get repayment help</h3>
          <ul className="checklist">
            {repaymentEligibility.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p className="eligibility__more">
            Not sure which form is yours? <a href={paths.applyForRepayment}>Compare the repayment programs</a>.
          </p>
        </div>
      </Section>

      <section className="donate-banner" aria-labelledby="donate-banner-title">
        <div className="container donate-banner__inner">
          <div>
            <h2 id="donate-banner-title">Every gift goes to a family’s loan balance.</h2>
            <p>
              $25 covers a month of interest for a graduate on the edge. $500 can pay off a balance that has haunted a parent for
              years.
            </p>
          </div>
          <a className="button button--light" href={paths.donate}>
            Donate today
          </a>
        </div>
      </section>

      <Section id="ways-to-give" eyebrow="Ways to Give" title="There is more than one way to help" center>
        <div className="grid grid--4">
          {waysToGive(productCount).map((w) => (
            <article key={w.title} className="card card--ripple way-card">
              <div className="card__body">
                <Picture src={w.icon} alt="" width={56} height={56} />
                <h3>{w.title}</h3>
                <p>{w.text}</p>
                <a className="text-link card__footer" href={w.href}>
                  {w.cta} <ArrowIcon />
                </a>
              </div>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
