import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '#components/layout/page';
import { CardGridSkeleton } from '#components/ui/skeleton';
import type { MentalModelView } from '#shared/schemas/toolkit';
import { useSandboxModels } from '../api/get-sandbox-models';
import { AccessSummary } from './access-summary';
import { ScenarioPicker } from './scenario-picker';

const DIFFICULTY: Record<string, { label: string; tone: string }> = {
  BEGINNER: { label: 'Beginner', tone: 'green' },
  INTERMEDIATE: { label: 'Intermediate', tone: 'yellow' },
};

function ModelCard({ model, onStart }: { model: MentalModelView; onStart: () => void }) {
  const difficulty = DIFFICULTY[model.difficulty] ?? { label: 'Advanced', tone: 'red' };
  let action;
  if (model.locked)
    action = <p className="toolkit-card__lock">Locked (Require Level {model.requiredLevel})</p>;
  else if (model.premiumLocked) {
    action = (
      <Link
        className="button button--primary button--small"
        to="/pricing"
        aria-label={`Upgrade to Premium to train ${model.name}`}
      >
        Upgrade to Premium
      </Link>
    );
  } else {
    action = (
      <button
        type="button"
        className="button button--primary button--small"
        onClick={onStart}
        aria-label={`Start Challenge: ${model.name}`}
      >
        Start Challenge
      </button>
    );
  }
  return (
    <article
      className={`card sandbox-card${model.locked ? ' sandbox-card--locked' : ''}`}
      aria-labelledby={`sandbox-${model.id}`}
    >
      <div className="toolkit-card__chips">
        <span className={`level-chip level-chip--${difficulty.tone}`}>{difficulty.label}</span>
        {model.premium && <span className="badge badge--premium">Premium</span>}
      </div>
      <h2 id={`sandbox-${model.id}`} className="toolkit-card__title">
        {model.name}
      </h2>
      <p className="card__meta">
        {model.category} · {model.scenarioCount} {model.scenarioCount === 1 ? 'scenario' : 'scenarios'}
      </p>
      <div className="toolkit-card__footer">{action}</div>
    </article>
  );
}

export function SandboxPage({ premium = false, level = 1 }: { premium?: boolean; level?: number }) {
  const models = useSandboxModels();
  const [picked, setPicked] = useState<MentalModelView | null>(null);
  let content;
  if (models.isPending) {
    content = <CardGridSkeleton label="Loading the sandbox…" />;
  } else if (models.isError) {
    content = (
      <div className="card">
        <p className="alert alert--error" role="alert">
          Could not load the sandbox. Please try again.
        </p>
        <button type="button" className="button button--primary" onClick={() => void models.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    content = (
      <>
        {premium && <AccessSummary models={models.data.content} level={level} />}
        <div className="toolkit-grid">
          {models.data.content.map((model) => (
            <ModelCard key={model.id} model={model} onStart={() => setPicked(model)} />
          ))}
        </div>
      </>
    );
  }
  return (
    <Page title="Sandbox" lead="Pick a mental model and train it in a realistic scenario with your tutor.">
      {content}
      {picked && <ScenarioPicker model={picked} onClose={() => setPicked(null)} />}
    </Page>
  );
}
