import { Picture } from '../../components/page/Picture';
import { PageHeader, Section } from '../../components/page/PageHeader';
import { useT } from '../../i18n/I18n';
import { paths, site } from '../../site/site-config';

const values = ['equity', 'integrity', 'impact', 'empathy'] as const;

export function AboutPage() {
  const t = useT();
  const name = site.name;
  const year = site.foundedYear;
  return (
    <>
      <PageHeader eyebrow={t('about.eyebrow', { name })} title={t('about.title')} lead={t('about.lead', { year })} />
      <Section>
        <div className="split">
          <div className="stack">
            <h2>{t('about.story.title')}</h2>
            <p>{t('about.story.p1', { year })}</p>
            <p>{t('about.story.p2', { name })}</p>
          </div>
          <Picture
            src="/media/slide-family.svg"
            alt={t('about.story.imageAlt')}
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
              <p className="eyebrow">{t('about.mission.eyebrow')}</p>
              <h2>{t('about.mission.title')}</h2>
              <p>{t('about.mission.text')}</p>
            </div>
          </article>
          <article className="card">
            <div className="card__body">
              <p className="eyebrow">{t('about.vision.eyebrow')}</p>
              <h2>{t('about.vision.title')}</h2>
              <p>{t('about.vision.text')}</p>
            </div>
          </article>
        </div>
      </Section>
      <Section id="values" eyebrow={t('about.values.eyebrow')} title={t('about.values.title')} center>
        <div className="grid grid--4">
          {values.map((v, i) => (
            <article key={v} className="card card--ripple value-card">
              <div className="card__body">
                <span className="value-card__number" aria-hidden="true">
                  0{i + 1}
                </span>
                <h3>{t(`about.values.${v}.name`)}</h3>
                <p>{t(`about.values.${v}.text`)}</p>
              </div>
            </article>
          ))}
        </div>
        <div className="actions actions--center">
          <a className="button" href={t.path(paths.team)}>
            {t('about.team')}
          </a>
          <a className="button button--secondary" href={t.path(paths.donate)}>
            {t('about.support')}
          </a>
        </div>
      </Section>
    </>
  );
}
