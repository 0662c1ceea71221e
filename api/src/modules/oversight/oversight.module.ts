import type { FeatureModule } from '../../services.js';
import { mailAdmins } from '../accounts/admin-notices.js';
import { oversightEntities } from './oversight.entity.js';
import { OversightService } from './oversight.service.js';

/** What the admins are told: unusual access as it happens (issue 27), the audit chain's daily check. */
export const oversightModule: FeatureModule<'oversight', OversightService> = {
  name: 'oversight',
  entities: oversightEntities,
  build: ({ config, db }, { audit }) => {
    const oversight = new OversightService(db, audit, config.accessAlerts, config.publicUrl);
    // Unusual access is mailed to the admins once, as the rows are written.
    audit.watch(oversight.observe);
    audit.reportChainTo((subject, text) => mailAdmins(db, 'audit-chain-report', subject, text));
    return oversight;
  },
};
