import { paths, site } from '../../site/site-config';

export function DonateSuccessPage() {
  return (
    <section className="section success" aria-labelledby="success-title">
      <div className="container success__inner">
        <img src="/media/icon-heart.svg" alt="" width={120} height={120} className="success__icon" />
        <h1 id="success-title">Thank you for your generous donation!</h1>
        <p className="lead">
          Your gift goes straight toward the loan balances of graduates and parents. A receipt for your records is on its way from
          our card-payment provider. {site.name} is {site.taxStatus}; your donation is tax-deductible as allowed by law.
        </p>
        <div className="actions actions--center">
          <a className="button" href={paths.home}>
            Back to the home page
          </a>
          <a className="button button--secondary" href={paths.store}>
            {`Visit the ${site.storeName}`}
          </a>
        </div>
      </div>
    </section>
  );
}
