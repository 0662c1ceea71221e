import { useRef, useState, type KeyboardEvent } from 'react';
import { LIST_SPECS } from '../content-specs';
import { itemsOf, useSiteContent, type ListKind } from '../hooks/useSiteContent';
import { ContentList } from './ContentList';
import { SettingsForm } from './SettingsForm';
import { UntranslatedList } from './UntranslatedList';
import '../content.css';

const TABS: { key: 'settings' | ListKind; label: string }[] = [
  { key: 'settings', label: 'Settings' },
  { key: 'team', label: 'Team' },
  { key: 'news', label: 'News' },
  { key: 'store', label: 'Store' },
];

/** Settings, team, news and store as tabs (arrow keys move between them, as ARIA tabs do). */
export function ContentTabs() {
  const site = useSiteContent();
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('settings');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setActive(TABS[next]!.key);
    tabRefs.current[next]?.focus();
  }

  if (site.loading) return <p role="status">Loading the site content…</p>;
  if (!site.content) return <p role="alert">The site content could not be loaded. Please reload the page.</p>;
  const content = site.content;

  return (
    <div className="content-tabs">
      <UntranslatedList content={content} />
      <div className="content-tabs__list" role="tablist" aria-label="Site content">
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => void (tabRefs.current[index] = el)}
            type="button"
            role="tab"
            id={`content-tab-${tab.key}`}
            aria-controls={`content-panel-${tab.key}`}
            aria-selected={active === tab.key}
            tabIndex={active === tab.key ? 0 : -1}
            className="content-tabs__tab"
            onClick={() => setActive(tab.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`content-panel-${active}`}
        aria-labelledby={`content-tab-${active}`}
        className="content-tabs__panel"
      >
        {active === 'settings' ? (
          <SettingsForm settings={content.settings} onSave={site.updateSettings} />
        ) : (
          <ContentList key={active} spec={LIST_SPECS[active]} items={itemsOf(content, active)} editor={site} />
        )}
      </div>
    </div>
  );
}
