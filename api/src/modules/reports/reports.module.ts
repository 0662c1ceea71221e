import type { FeatureModule } from '../../services.js';
import { ReportSettingsRow } from './report-settings.entity.js';
import { ReportsResolver } from './reports.resolver.js';
import { reportsRoutes } from './reports.routes.js';
import { ReportsService } from './reports.service.js';

/** Program cycle reports and Schedule I (docs/decisions/360). */
export const reportsModule: FeatureModule<'reports', ReportsService> = {
  name: 'reports',
  entities: [ReportSettingsRow],
  resolvers: [ReportsResolver],
  routes: { routers: (services) => [reportsRoutes(services)] },
  build: ({ config, db, clock }, { audit, programCycles }) =>
    new ReportsService(db, programCycles, audit, config.orgTimeZone, clock),
};
