import type { FeatureModule } from '../../services.js';
import { ProgramCycle } from './program-cycle.entity.js';
import { ProgramCyclesResolver } from './program-cycles.resolver.js';
import { programCyclesRoutes } from './program-cycles.routes.js';
import { ProgramCyclesService } from './program-cycles.service.js';

/** The current cycle of each kind: window, award and budget (docs/decisions/180). */
export const programCyclesModule: FeatureModule<'program-cycles', ProgramCyclesService> = {
  name: 'program-cycles',
  entities: [ProgramCycle],
  resolvers: [ProgramCyclesResolver],
  routes: { routers: (services) => [programCyclesRoutes(services)] },
  build: ({ config, db, clock }, { audit, content }) => {
    const programCycles = new ProgramCyclesService(db, audit, config.orgTimeZone, clock);
    // The public pages show the program cycles; a saved cycle is shown at once on this instance.
    content.showCycles(programCycles);
    programCycles.onChange = () => content.versionChanged();
    return programCycles;
  },
};
