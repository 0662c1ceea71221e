import type { FeatureModule } from '../../services.js';
import { disbursementLoanAccounts } from './disbursement-loan-accounts.js';
import { DisbursementRow } from './disbursement.entity.js';
import { DisbursementDetailFieldsResolver, DisbursementsResolver } from './disbursements.resolver.js';
import { disbursementsRoutes } from './disbursements.routes.js';
import { DisbursementsService } from './disbursements.service.js';

/** The disbursement ledger: payments of approved awards, released by two people (issue 40). */
export const disbursementsModule: FeatureModule<'disbursements', DisbursementsService> = {
  name: 'disbursements',
  entities: [DisbursementRow],
  resolvers: [DisbursementsResolver, DisbursementDetailFieldsResolver],
  routes: { routers: (services) => [disbursementsRoutes(services)] },
  build: ({ config, db, cipher, clock }, { audit, review, documents, relatedApplications }) => {
    // Payments to a loan servicer are matched on their account number too.
    relatedApplications.loanAccounts = disbursementLoanAccounts(cipher);
    // Listens to every review move (the old move to PAID records a cleared payment).
    return new DisbursementsService(db, audit, cipher, review.workflow, documents.store, config.orgTimeZone, clock);
  },
};
