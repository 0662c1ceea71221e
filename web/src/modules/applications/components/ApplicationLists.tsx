import { useCallback, useState } from 'react';
import type { ApplicationKind, ApplicationStatus } from '../../../generated/graphql';
import { RequireRole } from '../../accounts/components/RequireRole';
import { ApplicationTable } from './ApplicationTable';
import { CONSOLE_KINDS } from '../../../console/kinds';
import { NoticeProvider } from '../../../console/Notices';
import { KindTabs, panelId, tabId, type ListCount } from './KindTabs';
import { useListUrl } from '../hooks/useListUrl';
import { useNarrowScreen } from '../hooks/useNarrowScreen';
import '../console-lists.css';
import '../console-states.css';
import '../applicant-detail.css';
import '../console-phones.css';

/** One short line under the title: the list needs the screen more than a paragraph does. */
const INTRO: Record<ApplicationStatus, { title: string; lead: string }> = {
  ACTIVE: {
    title: 'Applications',
    lead: 'Open one to read it, score it and move it through review; archive it once paid or declined.',
  },
  ARCHIVED: {
    title: 'Archive',
    lead: 'Applications taken out of the working lists, with their review history kept. Unarchive one to review it again.',
  },
};

/**
 * The three tables: stacked on a laptop; on a phone one kind at a time behind tabs with each
 * kind's count (the others stay loaded, hidden, so their counts are known). The chosen kind is
 * in the URL (?kind=ug), so coming back from an applicant returns to it.
 */
function KindPanels({ status }: { status: ApplicationStatus }) {
  const narrow = useNarrowScreen();
  const [params, changeUrl] = useListUrl();
  const selected = CONSOLE_KINDS.find((k) => k.param === params.get('kind')) ?? CONSOLE_KINDS[0]!;
  const [totals, setTotals] = useState<Partial<Record<ApplicationKind, ListCount>>>({});
  const onTotal = useCallback(
    (kind: ApplicationKind, count: ListCount) =>
      setTotals((all) =>
        all[kind]?.total === count.total && all[kind]?.estimate === count.estimate ? all : { ...all, [kind]: count },
      ),
    [],
  );
  const select = (kind: (typeof CONSOLE_KINDS)[number]) =>
    changeUrl((latest) => {
      if (kind === CONSOLE_KINDS[0]) latest.delete('kind');
      else latest.set('kind', kind.param);
    });

  return (
    <>
      {narrow && <KindTabs selected={selected} totals={totals} onSelect={select} />}
      <div className="app-console__tables">
        {CONSOLE_KINDS.map((config) => (
          // The same wrapper at every width, so turning the phone keeps each table's state.
          <div
            key={config.kind}
            id={panelId(config)}
            role={narrow ? 'tabpanel' : undefined}
            aria-labelledby={narrow ? tabId(config) : undefined}
            hidden={narrow && config.kind !== selected.kind}
          >
            <ApplicationTable config={config} status={status} onTotal={onTotal} />
          </div>
        ))}
      </div>
    </>
  );
}

/** /admin-access and /admin-access-archive (spec §2): three tables for admin, employee and volunteer. */
export function ApplicationLists({ status }: { status: ApplicationStatus }) {
  const intro = INTRO[status];
  return (
    <RequireRole permission="applications:read">
      <NoticeProvider>
        <div className="app-console app-console--lists">
          {/* The console header already says where we are: no eyebrow, and the lead beside the title. */}
          <header className="app-console__header app-console__header--list">
            <h1 className="app-console__title">{intro.title}</h1>
            <p className="app-console__lead">{intro.lead}</p>
          </header>
          <KindPanels status={status} />
        </div>
      </NoticeProvider>
    </RequireRole>
  );
}
