import { useRef, type KeyboardEvent } from 'react';
import type { ApplicationKind } from '../../../generated/graphql';
import { CONSOLE_KINDS, type ConsoleKind } from '../../../console/kinds';
import '../kind-tabs.css';
import { countText } from '../../../console/formats';

/** A list's total as the server gave it: `estimate` when it said "about". */
export interface ListCount {
  total: number;
  estimate: boolean;
}

export const tabId = (config: ConsoleKind) => `kind-tab-${config.param}`;
export const panelId = (config: ConsoleKind) => `kind-panel-${config.param}`;

const shortName = (config: ConsoleKind) => config.noun[0]!.toUpperCase() + config.noun.slice(1);

/**
 * On a phone the lists show one kind at a time: a tab per kind with how many applications it
 * holds (under that list's search and filters). Arrow keys, Home and End move between the tabs,
 * as in any tab list.
 */
export function KindTabs({
  selected,
  totals,
  onSelect,
}: {
  selected: ConsoleKind;
  totals: Partial<Record<ApplicationKind, ListCount>>;
  onSelect: (config: ConsoleKind) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = CONSOLE_KINDS.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? (index + 1) % CONSOLE_KINDS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % CONSOLE_KINDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    onSelect(CONSOLE_KINDS[to]!);
    tabs.current[to]?.focus();
  }

  return (
    <div className="app-kind-tabs" role="tablist" aria-label="Kind of application">
      {CONSOLE_KINDS.map((config, index) => {
        const active = config.kind === selected.kind;
        const total = totals[config.kind];
        return (
          <button
            key={config.kind}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(config)}
            className="app-kind-tabs__tab"
            aria-selected={active}
            aria-controls={panelId(config)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(config)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="app-kind-tabs__name">{shortName(config)}</span>
            <span className="app-kind-tabs__count">
              {total === undefined ? '…' : countText(total.total, total.estimate)}
              <span className="visually-hidden">{total?.total === 1 && !total.estimate ? ' application' : ' applications'}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
