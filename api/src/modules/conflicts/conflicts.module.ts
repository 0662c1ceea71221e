import type { FeatureModule } from '../../services.js';
import { conflictEntities } from './conflict.entity.js';
import { ConflictsRecord } from './conflicts-record.js';
import { ConflictReportFieldsResolver, ConflictsResolver, ConflictSummaryFieldsResolver } from './conflicts.resolver.js';
import { conflictsRoutes } from './conflicts.routes.js';
import { ConflictsService } from './conflicts.service.js';

export interface ConflictServices {
  /** Each cycle's policy, its acceptances, the declarations, and the doors' check. */
  declarations: ConflictsService;
  /** The board's record of a cycle's declarations and acceptances, and its CSV. */
  record: ConflictsRecord;
}

/** Conflicts of interest (issue 39, decision 490). */
export const conflictsModule: FeatureModule<'conflicts', ConflictServices> = {
  name: 'conflicts',
  entities: conflictEntities,
  resolvers: [ConflictsResolver, ConflictSummaryFieldsResolver, ConflictReportFieldsResolver],
  routes: { routers: (services) => [conflictsRoutes(services)] },
  build: ({ config, db }, { audit, review }) => {
    const declarations = new ConflictsService(db, audit);
    // A list's CSV leaves out what its exporter is recused from.
    review.exports.recusals = (userId) => declarations.recusedKeys(userId);
    return { declarations, record: new ConflictsRecord(db, audit, config.orgTimeZone) };
  },
};
