import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabDefinition<Id>[];
  /** Names the tab list for screen readers. */
  label: string;
  renderPanel: (tab: Id) => ReactNode;
}

/**
 * A tab list (ARIA tabs pattern: arrows, Home and End move and select) whose open tab lives in
 * ?tab=, so links can open one directly and the back button keeps the page where it was.
 */
export function Tabs<Id extends string>({ tabs, label, renderPanel }: TabsProps<Id>) {
  const ids = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: Id = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0]!.id;
  const tabRefs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const listRef = useRef<HTMLDivElement>(null);

  // On narrow screens the list scrolls sideways; the open tab must not sit out of sight.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[active];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  function select(tab: Id, focus = false) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[(target + tabs.length) % tabs.length]!.id, true);
  }

  return (
    <div className="tabs">
      <div ref={listRef} className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            id={`${ids}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === active}
            aria-controls={tab.id === active ? `${ids}-panel` : undefined}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${ids}-panel`}
        className="tabs__panel"
        role="tabpanel"
        aria-labelledby={`${ids}-tab-${active}`}
        tabIndex={0}
      >
        {renderPanel(active)}
      </div>
    </div>
  );
}
