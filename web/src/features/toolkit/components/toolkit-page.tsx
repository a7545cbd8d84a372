import { useId, useState } from 'react';
import { Page } from '#components/layout/page';
import { CardGridSkeleton } from '#components/ui/skeleton';
import { ToggleGroup } from '#components/ui/toggle-group';
import { useDebouncedValue } from '#lib/use-debounced-value';
import { TOOLKIT_SEARCH_DEBOUNCE_MS } from '#shared/constants';
import { EMPTY_STATES } from '#shared/messages';
import { useToolkitCategories } from '../api/get-toolkit-categories';
import { useToolkitItems, type ToolkitTab } from '../api/get-toolkit-items';
import { ToolkitCard, type ToolkitItem } from './toolkit-card';

const TABS = [
  { value: 'models', label: 'Mental Models' },
  { value: 'biases', label: 'Cognitive Biases' },
] as const satisfies ReadonlyArray<{ value: ToolkitTab; label: string }>;

export function ToolkitPage() {
  const [tab, setTab] = useState<ToolkitTab>('models');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const query = useDebouncedValue(search.trim(), TOOLKIT_SEARCH_DEBOUNCE_MS);
  const items = useToolkitItems(tab, { query, category });
  const categories = useToolkitCategories();
  const searchId = useId();
  const categoryId = useId();

  const categoryOptions =
    (tab === 'models' ? categories.data?.mentalModelCategories : categories.data?.cognitiveBiasCategories) ??
    [];

  const switchTab = (next: ToolkitTab) => {
    setTab(next);
    setCategory('');
  };

  let content;
  if (items.isPending) content = <CardGridSkeleton label="Loading the toolkit…" />;
  else if (items.isError) {
    content = (
      <div className="card">
        <p className="alert alert--error" role="alert">
          Could not load the toolkit. Please try again.
        </p>
        <button type="button" className="button button--primary" onClick={() => void items.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (items.data.content.length === 0) {
    content = (
      <p className="card card__empty" role="status">
        {EMPTY_STATES.toolkitNoResults}
      </p>
    );
  } else {
    const kind = tab === 'models' ? 'model' : 'bias';
    content = (
      <>
        <p className="visually-hidden" role="status">
          {items.data.totalElements} {items.data.totalElements === 1 ? 'result' : 'results'}
        </p>
        <div className="toolkit-grid" aria-busy={items.isFetching}>
          {items.data.content.map((item) => (
            <ToolkitCard key={item.id} item={{ kind, ...item } as ToolkitItem} />
          ))}
        </div>
      </>
    );
  }

  return (
    <Page title="Toolkit" lead="Mental models and cognitive biases to sharpen your thinking.">
      <div className="toolkit-controls">
        <ToggleGroup label="Show" options={TABS} value={tab} onChange={switchTab} />
        <div className="toolkit-controls__filters">
          <label className="visually-hidden" htmlFor={searchId}>
            Search the toolkit
          </label>
          <input
            id={searchId}
            className="toolkit-controls__input"
            type="search"
            placeholder={tab === 'models' ? 'Search mental models' : 'Search cognitive biases'}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <label className="visually-hidden" htmlFor={categoryId}>
            Category
          </label>
          <select
            id={categoryId}
            className="toolkit-controls__input"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">All Categories</option>
            {categoryOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {content}
    </Page>
  );
}
