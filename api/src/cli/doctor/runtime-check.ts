import nodeLines from '../../../../node-lines.json' with { type: 'json' };
import { fail, ok, warn, type CheckResult, type DoctorContext } from './check.js';

interface NodeLine {
  endOfLife: string;
  supported: boolean;
  /** The first release the dependencies' own engines accept. */
  minimum?: string;
}
const lines: Record<string, NodeLine | undefined> = nodeLines.lines;
const wanted = `Node ${nodeLines.projectNode.split('.')[0]} LTS`;

/**
 * The Node running the site: a line past its end of life gets no security fixes, and a line the
 * project is not tested on may break it. Production refuses both; elsewhere they are warnings.
 * The table (node-lines.json) is the one `npm start` and `npm test` read (decision 420).
 */
export function checkRuntime(ctx: DoctorContext, version = process.versions.node, today = new Date()): CheckResult {
  const line = lines[version.split('.')[0] ?? ''];
  const fix = `Install ${wanted} (deploy/README.md, "Node.js") and restart the service.`;
  if (line && today.toISOString().slice(0, 10) > line.endOfLife) {
    const detail = `Node ${version} reached its end of life on ${line.endOfLife} and gets no security fixes`;
    return ctx.production ? fail('runtime', detail, fix) : warn('runtime', detail, fix);
  }
  if (!line?.supported || olderThan(version, line.minimum ?? version)) {
    const detail = `Node ${version} is not a release this site is tested on`;
    return ctx.production ? fail('runtime', detail, fix) : warn('runtime', detail, fix);
  }
  return ok('runtime', `Node ${version}, supported until ${line.endOfLife}`);
}

function olderThan(version: string, minimum: string): boolean {
  const [a, b] = [version, minimum].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if ((a?.[i] ?? 0) !== (b?.[i] ?? 0)) return (a?.[i] ?? 0) < (b?.[i] ?? 0);
  return false;
}
