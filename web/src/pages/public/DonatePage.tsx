import { Picture } from '../../components/page/Picture';
import { Section } from '../../components/page/PageHeader';
import { ArrowIcon } from '../../components/ui/icons';
import { anchors, donateUrl, donation, paths, site } from '../../site/site-config';
import { useSiteSettings } from '../../site/site-data';
import { DonateCarousel } from './donate/DonateCarousel';
import { PromoDialog } from './donate/PromoDialog';

const optionsFor = (ids: { dollar: string; oneTime: string; monthly: string }) => [
  {
    icon: '/media/icon-dollar.svg',
    title: '$1 Fundraising',
    text: 'One dollar, from thousands of people, adds up to a paid-off loan. Share it with a friend.',
    buttonId: ids.dollar,
    cta: 'Give $1',
  },
  {
    icon: '/media/icon-heart.svg',
    title: 'One-Time Donation',
    text: 'Choose any amount. Your whole gift goes toward a family’s loan balance or a scholarship.',
    buttonId: ids.oneTime,
    cta: 'Give once',
    featured: true,
  },
  {
    icon: '/media/icon-calendar.svg',
    title: 'Monthly Support',
    text: 'A steady monthly gift lets us promise help to families months ahead. Cancel any time.',
    buttonId: ids.monthly,
    cta: 'Give monthly',
  },
];

const otherWays = [
  {
    icon: '/media/icon-match.svg',
    title: 'Employer gift match',
    text: 'Many employers double their staff’s gifts. Ask HR, or send us your company’s form.',
  },
  {
    icon: '/media/icon-stock.svg',
    title: 'Gift of stock',
    text: 'Donating appreciated shares can save you capital-gains tax and give more.',
  },
  {
    icon: '/media/icon-legacy.svg',
    title: 'Planned giving',
    text: 'Name the Fund in your will or as a beneficiary, and help students for decades.',
  },
  {
    icon: '/media/icon-fundraiser.svg',
    title: 'Start a fundraiser',
    text: 'Turn a birthday, a race or a graduation into a campaign for families in debt.',
  },
];

export function DonatePage() {
  const settings = useSiteSettings();
  const options = optionsFor({
    dollar: settings.donateDollarButtonId,
    oneTime: settings.donateOneTimeButtonId,
    monthly: settings.donateMonthlyButtonId,
  });
  return (
    <div data-images-loaded="false" data-donate-page>
      <section className="donate-hero" aria-labelledby="donate-title">
        <div className="container donate-hero__grid">
          <div className="donate-hero__text">
            <p className="eyebrow">Donate</p>
            <h1 id="donate-title">Your gift pays down a family’s college debt</h1>
            <p className="lead">
              {site.name} turns donations into payments on the student loans of graduates and parents, and into scholarships for
              tomorrow’s students.
            </p>
            <a className="button button--accent" href={`#${anchors.donateOptions}`}>
              Choose how to give <ArrowIcon />
            </a>
          </div>
          <DonateCarousel />
        </div>
      </section>

      <Section
        id={anchors.donateOptions}
        eyebrow="Give today"
        title="Three ways to donate"
        lead={`Gifts are processed securely by ${donation.providerName} in a new tab.`}
        center
      >
        <div className="grid grid--3 donate-options">
          {options.map((o) => (
            <article key={o.title} className={`card card--ripple donate-option${o.featured ? ' donate-option--featured' : ''}`}>
              <div className="card__body">
                <Picture src={o.icon} alt="" width={72} height={72} trackLoad eager />
                <h3>{o.title}</h3>
                <p>{o.text}</p>
                <a
                  className={`button card__footer${o.featured ? ' button--accent' : ''}`}
                  href={donateUrl(o.buttonId)}
                  target="_blank"
                  rel="noopener"
                >
                  {o.cta}
                  <span className="visually-hidden"> (opens {donation.providerName} in a new tab)</span>
                </a>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <section className="partner-banner" aria-labelledby="partner-banner-title">
        <div className="container partner-banner__inner">
          <div>
            <p className="eyebrow">For companies</p>
            <h2 id="partner-banner-title">Make student debt relief part of your company’s story</h2>
            <p>Matching gifts, sponsored scholarships and employee programs: partners multiply every dollar.</p>
          </div>
          <a className="button button--light" href={paths.partner}>
            Become a partner
          </a>
        </div>
      </section>

      <Section id="other-ways-to-give" tone="sand" eyebrow="Other Ways to Give" title="More ways to make a difference">
        <div className="grid grid--4">
          {otherWays.map((w) => (
            <article key={w.title} className="card card--ripple way-card">
              <div className="card__body">
                <Picture src={w.icon} alt="" width={56} height={56} trackLoad eager />
                <h3>{w.title}</h3>
                <p>{w.text}</p>
              </div>
            </article>
          ))}
        </div>
        <p className="donate-contact">
          Questions about a gift, a match or a bequest? <a href={paths.contact}>Contact us</a> or write to{' '}
          <a href={`mailto:${settings.email}`}>{settings.email}</a>.
        </p>
      </Section>
      <PromoDialog />
    </div>
  );
}
