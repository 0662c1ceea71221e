import { Picture } from '../../components/page/Picture';
import { Section } from '../../components/page/PageHeader';
import { ArrowIcon } from '../../components/ui/icons';
import { anchors, claimsIn, paths, repaymentEligibility, scholarship, site } from '../../site/site-config';
import type { ApplicationKind } from '@domain/applications/constants';
import { acceptsApplications, CycleSentence, useProgramCycle, useScholarshipAward } from '../../site/program-cycle';
import { useT, type Translate } from '../../i18n/I18n';
import { useSiteData } from '../../site/site-data';
import { HeroVideo } from './home/HeroVideo';

const infoCards = (t: Translate, award: string) => [
  {
    icon: '/media/icon-heart.svg',
    title: t('home.cards.families.title'),
    text: t('home.cards.families.text'),
    link: { href: `#${anchors.apply}`, label: t('home.cards.families.link') },
  },
  {
    icon: '/media/icon-stock.svg',
    title: t('home.cards.crisis.title'),
    text: t('home.cards.crisis.text', claimsIn(t)),
    link: { href: t.path(paths.news), label: t('home.cards.crisis.link') },
  },
  {
    icon: '/media/icon-dollar.svg',
    title: t('home.cards.future.title'),
    text: t('home.cards.future.text', { award }),
    link: { href: t.path(paths.highSchool), label: t('home.cards.future.link') },
  },
];

const programs = (t: Translate, award: string) => [
  {
    kind: 'undergrad' as ApplicationKind,
    title: t('home.program.undergrad.title'),
    text: t('home.program.undergrad.text'),
    href: t.path(paths.collegeStudents),
  },
  {
    kind: 'parent' as ApplicationKind,
    title: t('home.program.parent.title'),
    text: t('home.program.parent.text'),
    href: t.path(paths.parents),
  },
  {
    kind: 'high-school' as ApplicationKind,
    title: t('home.program.highSchool.title'),
    text: t('home.program.highSchool.text', { award, gpa: scholarship.minimumGpa }),
    href: t.path(paths.highSchool),
  },
];

/** A program in the apply section, with its window as the cycle has it now. */
function ProgramCard({ program }: { program: ReturnType<typeof programs>[number] }) {
  const t = useT();
  const cycle = useProgramCycle(program.kind);
  const open = acceptsApplications(cycle);
  return (
    <a className="card card--ripple program-card" href={program.href}>
      <span className="card__body">
        <span className="program-card__title">{program.title}</span>
        <span>{program.text}</span>
        {cycle && (
          <span className={open ? 'program-window' : 'program-window program-window--closed'}>
            <CycleSentence cycle={cycle} />
          </span>
        )}
        <span className="text-link card__footer">
          {open ? t('home.program.start') : t('home.program.whenOpens')} <ArrowIcon />
        </span>
      </span>
    </a>
  );
}

const waysToGive = (t: Translate, productCount: number) => [
  {
    icon: '/media/icon-heart.svg',
    title: t('home.ways.give.title'),
    text: t('home.ways.give.text'),
    href: t.path(paths.donate),
    cta: t('home.ways.give.cta'),
  },
  {
    icon: '/media/icon-store.svg',
    title: t('home.ways.shop.title', { abbr: site.abbr }),
    text: t('home.ways.shop.text', { count: productCount }),
    href: t.path(paths.store),
    cta: t('home.ways.shop.cta'),
  },
  {
    icon: '/media/icon-fundraiser.svg',
    title: t('home.ways.partner.title'),
    text: t('home.ways.partner.text'),
    href: t.path(paths.partner),
    cta: t('home.ways.partner.cta'),
  },
  {
    icon: '/media/icon-calendar.svg',
    title: t('home.ways.volunteer.title'),
    text: t('home.ways.volunteer.text'),
    href: t.path(paths.volunteer),
    cta: t('home.ways.volunteer.cta'),
  },
];

export function HomePage() {
  const t = useT();
  const productCount = useSiteData().storeProducts.length;
  const award = useScholarshipAward();
  const claims = claimsIn(t);
  return (
    <>
      <HeroVideo />

      <section className="info-cards" aria-label={t('home.cards.label')}>
        <div className="container grid grid--3">
          {infoCards(t, award).map((card) => (
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

      <Section id="who-we-are" eyebrow={t('home.who.eyebrow')} title={t('home.who.title')}>
        <div className="split">
          <div className="stack">
            <p className="lead">{t('home.who.lead', { name: site.name, year: site.foundedYear })}</p>
            <p>{t('home.who.text')}</p>
            <a className="button button--secondary" href={t.path(paths.about)}>
              {t('home.who.link')}
            </a>
          </div>
          <Picture src="/media/about-story.svg" alt={t('home.who.imageAlt')} width={1200} height={675} className="rounded-art" />
        </div>
      </Section>

      <section className="stats-band section--dark" aria-label={t('home.stats.label')}>
        <div className="container stats-band__grid">
          <div className="stat">
            <span className="stat__value">{claims.loanCrisisFigure}</span>
            <span className="stat__label">{t('home.stats.owed', claims)}</span>
          </div>
          <div className="stat">
            <span className="stat__value">{claims.owingShare}</span>
            <span className="stat__label">{t('home.stats.owing', claims)}</span>
          </div>
          <div className="stat">
            <span className="stat__value">{award}</span>
            <span className="stat__label">{t('home.stats.scholarship')}</span>
          </div>
          <div className="stat">
            <span className="stat__value">{site.foundedYear}</span>
            <span className="stat__label">{t('home.stats.founded')}</span>
          </div>
        </div>
      </section>

      <Section
        id={anchors.apply}
        tone="sand"
        eyebrow={t('home.apply.eyebrow')}
        title={t('home.apply.title')}
        lead={t('home.apply.lead')}
      >
        <div className="grid grid--3">
          {programs(t, award).map((p) => (
            <ProgramCard key={p.href} program={p} />
          ))}
        </div>
        <div className="eligibility">
          <h3>{t('home.eligibility.title')}</h3>
          <ul className="checklist">
            {repaymentEligibility.map((r) => (
              <li key={r}>{t(r)}</li>
            ))}
          </ul>
          <p className="eligibility__more">
            {t.rich('home.eligibility.more', {
              link: (chunks) => <a href={t.path(paths.applyForRepayment)}>{chunks}</a>,
            })}
          </p>
        </div>
      </Section>

      <section className="donate-banner" aria-labelledby="donate-banner-title">
        <div className="container donate-banner__inner">
          <div>
            <h2 id="donate-banner-title">{t('home.banner.title')}</h2>
            <p>{t('home.banner.text')}</p>
          </div>
          <a className="button button--light" href={t.path(paths.donate)}>
            {t('home.banner.cta')}
          </a>
        </div>
      </section>

      <Section id="ways-to-give" eyebrow={t('home.ways.eyebrow')} title={t('home.ways.title')} center>
        <div className="grid grid--4">
          {waysToGive(t, productCount).map((w) => (
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
