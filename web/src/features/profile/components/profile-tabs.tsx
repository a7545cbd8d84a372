import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PROFILE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'achievements', label: 'Achievements' },
  { id: 'progress', label: 'Progress' },
  { id: 'challenges', label: 'Challenges' },
  { id: 'referrals', label: 'Referrals' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

const isTabId = (value: string | null): value is ProfileTabId => PROFILE_TABS.some((tab) => tab.id === value);

interface ProfileTabsProps {
  renderPanel: (tab: ProfileTabId) => ReactNode;
}

/**
 * The profile's tab list (ARIA tabs pattern: arrows, Home and End move and select). The open tab
 * lives in ?tab=, so "Settings" in the user menu and shared links can open one directly.
 */
export function ProfileTabs({ renderPanel }: ProfileTabsProps) {
  const ids = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: ProfileTabId = isTabId(requested) ? requested : 'overview';
  const tabRefs = useRef<Partial<Record<ProfileTabId, HTMLButtonElement | null>>>({});
  const listRef = useRef<HTMLDivElement>(null);

  // On narrow screens the list scrolls sideways; a tab opened by ?tab= must not sit out of sight.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[active];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  function select(tab: ProfileTabId, focus = false) {
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
    const index = PROFILE_TABS.findIndex((tab) => tab.id === active);
    const last = PROFILE_TABS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const wrapped = (target + PROFILE_TABS.length) % PROFILE_TABS.length;
    select(PROFILE_TABS[wrapped]!.id, true);
  }

  return (
    <div className="tabs">
      <div
        ref={listRef}
        className="tabs__list"
        role="tablist"
        aria-label="Profile sections"
        onKeyDown={onKeyDown}
      >
        {PROFILE_TABS.map((tab) => (
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
