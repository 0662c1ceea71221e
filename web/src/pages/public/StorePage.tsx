import { Picture } from '../../components/page/Picture';
import { PageHeader } from '../../components/page/PageHeader';
import { site } from '../../site/site-config';
import { STORE_CATEGORIES } from '@domain/site-content';
import { useSiteData } from '../../site/site-data';
import { shop } from '../../site/store';
import { useT } from '../../i18n/I18n';
import { useContentText } from '../../site/content-text';

const tabId = (c: string) => `store-tab-${c.toLowerCase()}`;
const panelId = (c: string) => `store-panel-${c.toLowerCase()}`;

/** The store: accessible tabs (components/enhance/tabs.ts) over the store products of the site content. */
export function StorePage() {
  const t = useT();
  const text = useContentText();
  const products = useSiteData().storeProducts;
  return (
    <>
      <PageHeader
        eyebrow={t('store.eyebrow', { abbr: site.abbr })}
        title={t('store.title')}
        lead={t('store.lead', { shop: shop.name })}
      />
      <section className="section store" aria-label={t('store.products')}>
        <div className="container">
          <div className="tabs" data-tabs>
            <div className="tabs__list" role="tablist" aria-label={t('store.categories')}>
              {STORE_CATEGORIES.map((c, i) => (
                <button
                  key={c}
                  type="button"
                  role="tab"
                  id={tabId(c)}
                  className="tabs__tab"
                  aria-selected={i === 0}
                  aria-controls={panelId(c)}
                  tabIndex={i === 0 ? 0 : -1}
                >
                  {t(`store.category.${c}`)}
                  <span className="tabs__count" aria-hidden="true">
                    {products.filter((p) => p.category === c).length}
                  </span>
                </button>
              ))}
            </div>
            {STORE_CATEGORIES.map((c, i) => (
              <div
                key={c}
                role="tabpanel"
                id={panelId(c)}
                aria-labelledby={tabId(c)}
                className="tabs__panel"
                hidden={i !== 0}
                tabIndex={0}
              >
                <ul className="grid grid--3 product-grid">
                  {products
                    .filter((p) => p.category === c)
                    .map((p) => (
                      <li key={p.id} className="card card--ripple product-card">
                        <div className="card__media">
                          <Picture src={p.image} alt={text(p, 'title').value} width={480} height={480} eager={i === 0} />
                        </div>
                        <div className="card__body">
                          <h2 className="product-card__title" lang={text(p, 'title').lang}>
                            {text(p, 'title').value}
                          </h2>
                          <p className="product-card__price">{p.price}</p>
                          <a
                            className="button button--small button--caps card__footer"
                            href={p.link}
                            target="_blank"
                            rel="noopener"
                          >
                            {t('store.explore', { shop: shop.name })}
                            <span className="visually-hidden">{t('store.exploreHidden', { title: text(p, 'title').value })}</span>
                          </a>
                        </div>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
          <p className="store__note">{t('store.note', { shop: shop.name })}</p>
        </div>
      </section>
    </>
  );
}
