import { Picture } from '../../components/page/Picture';
import { PageHeader, Section } from '../../components/page/PageHeader';
import { paths, site } from '../../site/site-config';

const values = [
  {
    name: 'Equity',
    text: 'A degree should open doors for every family, not only for those who can pay in cash. We direct help to the people the system leaves behind.',
  },
  {
    name: 'Integrity',
    text: 'We publish where our money goes, read every application carefully, and keep applicants’ information safe.',
  },
  {
    name: 'Impact',
    text: 'We pay loan balances directly, so every gift turns into a smaller balance and a lighter month for a real family.',
  },
  {
    name: 'Empathy',
    text: 'Many of us have carried this debt. We treat every applicant the way we would have wanted to be treated.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow={`About ${site.name}`}
        title="Who We Are"
        lead={`A ${site.foundedYear}-founded 501(c)(3) nonprofit helping graduates and parents repay college loans, and helping the next generation avoid them.`}
      />
      <Section>
        <div className="split">
          <div className="stack">
            <h2>It started at a kitchen table</h2>
            <p>
              In {site.foundedYear} a handful of first-generation graduates compared notes: between them they had spent more than
              fifty years repaying student loans, and their parents were still paying on loans of their own. They decided to do
              for other families what nobody had done for theirs.
            </p>
            <p>
              Today {site.name} raises money from individual donors, partners and our store, and pays it directly toward the loans
              of graduates and parents in hardship. Every summer we also award scholarships to high-school seniors heading to
              four-year universities.
            </p>
          </div>
          <Picture
            src="/media/slide-family.svg"
            alt="Illustration of a parent and a student hugging on graduation day"
            width={1200}
            height={675}
            className="rounded-art"
          />
        </div>
      </Section>
      <Section tone="sand">
        <div className="grid grid--2 mission-vision">
          <article className="card">
            <div className="card__body">
              <p className="eyebrow">Our Mission</p>
              <h2>Relieve the weight of college debt</h2>
              <p>
                To help undergraduates and parents repay college loans through direct financial assistance, and to open the way to
                higher education for high-school seniors through scholarships.
              </p>
            </div>
          </article>
          <article className="card">
            <div className="card__body">
              <p className="eyebrow">Our Vision</p>
              <h2>A college-debt-free future</h2>
              <p>
                A country where earning a degree builds a family’s future instead of mortgaging it, and where no graduate has to
                choose between a loan payment and rent.
              </p>
            </div>
          </article>
        </div>
      </Section>
      <Section id="values" eyebrow="Value Statement" title="What we stand for" center>
        <div className="grid grid--4">
          {values.map((v, i) => (
            <article key={v.name} className="card card--ripple value-card">
              <div className="card__body">
                <span className="value-card__number" aria-hidden="true">
                  0{i + 1}
                </span>
                <h3>{v.name}</h3>
                <p>{v.text}</p>
              </div>
            </article>
          ))}
        </div>
        <div className="actions actions--center">
          <a className="button" href={paths.team}>
            Meet our team
          </a>
          <a className="button button--secondary" href={paths.donate}>
            Support our work
          </a>
        </div>
      </Section>
    </>
  );
}
