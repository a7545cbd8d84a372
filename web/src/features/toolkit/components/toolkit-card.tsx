import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ProgressBar } from '#components/ui/progress-bar';
import type { CognitiveBiasView, MentalModelView } from '#shared/schemas/toolkit';

export type ToolkitItem = ({ kind: 'model' } & MentalModelView) | ({ kind: 'bias' } & CognitiveBiasView);

const DIFFICULTY_LABELS: Record<string, string> = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate' };

/** BEGINNER green, INTERMEDIATE yellow, anything else is treated as advanced (red). */
export function difficultyTone(difficulty: string): 'green' | 'yellow' | 'red' {
  if (difficulty === 'BEGINNER') return 'green';
  if (difficulty === 'INTERMEDIATE') return 'yellow';
  return 'red';
}

function Difficulty({ value }: { value: string }) {
  return (
    <span className={`level-chip level-chip--${difficultyTone(value)}`}>
      {DIFFICULTY_LABELS[value] ?? 'Advanced'}
    </span>
  );
}

function Frequency({ value }: { value: string }) {
  const veryCommon = value === 'VERY_COMMON';
  return (
    <span className={`level-chip level-chip--${veryCommon ? 'red' : 'yellow'}`}>
      {veryCommon ? 'Very common' : value === 'COMMON' ? 'Common' : 'Occasional'}
    </span>
  );
}

/** The card's call to action: practise, or the reason it cannot be practised yet. */
function CardAction({ item }: { item: ToolkitItem }) {
  if (item.premiumLocked) {
    return (
      <Link
        className="button button--primary button--small"
        to="/pricing"
        aria-label={`Upgrade to Premium to practise ${item.name}`}
      >
        Upgrade to Premium
      </Link>
    );
  }
  if (item.locked) {
    return <p className="toolkit-card__lock">Locked (Require Level {item.requiredLevel})</p>;
  }
  return (
    <Link
      className="button button--secondary button--small"
      to={`/practice/skill/${item.skillId}`}
      state={{ from: 'toolkit' }}
      aria-label={`Practice ${item.name}`}
    >
      Practice
    </Link>
  );
}

export function ToolkitCard({ item }: { item: ToolkitItem }) {
  const isModel = item.kind === 'model';
  const percent = Math.round(isModel ? item.mastery : item.resistance);
  const meterLabel = isModel ? 'Mastery' : 'Resistance';
  // Cards open short (description clamped, example and antidote folded) so the grid scans.
  const [expanded, setExpanded] = useState(false);
  const hasMore = Boolean(
    item.example || (item.kind === 'bias' && item.antidote) || item.description.length > 160,
  );
  return (
    <article className="card toolkit-card" aria-labelledby={`toolkit-${item.id}`}>
      <div className="toolkit-card__chips">
        {isModel ? <Difficulty value={item.difficulty} /> : <Frequency value={item.frequency} />}
        <span className="toolkit-card__category">{item.category}</span>
        {item.premium && <span className="badge badge--premium">Premium</span>}
      </div>
      <h2 id={`toolkit-${item.id}`} className="toolkit-card__title">
        {item.name}
      </h2>
      <div className="toolkit-card__meter">
        <span>
          {meterLabel} {percent}%
        </span>
        <ProgressBar
          value={percent}
          label={`${meterLabel} of ${item.name}`}
          valueText={`${percent}%`}
          size="small"
        />
        <span className="toolkit-card__meter-note">
          {percent > 0 ? 'From your answers in practice and scenarios' : 'Practise to measure it'}
        </span>
      </div>
      <p id={`toolkit-${item.id}-description`} className={expanded ? undefined : 'toolkit-card__clamped'}>
        {item.description}
      </p>
      {expanded && (
        <div id={`toolkit-${item.id}-more`}>
          {item.example && (
            <>
              <h3 className="toolkit-card__label">Example</h3>
              <p>{item.example}</p>
            </>
          )}
          {item.kind === 'bias' && item.antidote && (
            <>
              <h3 className="toolkit-card__label">Antidote</h3>
              <p>{item.antidote}</p>
            </>
          )}
        </div>
      )}
      {hasMore && (
        <button
          type="button"
          className="link-button toolkit-card__more"
          aria-expanded={expanded}
          aria-controls={`toolkit-${item.id}-description`}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : `Show more about ${item.name}`}
        </button>
      )}
      {item.premiumLocked && (
        <p className="toolkit-card__teaser-note">
          {item.kind === 'bias'
            ? 'The full description, an example and the antidote come with Premium.'
            : 'The full description, an example and how to apply it come with Premium.'}
        </p>
      )}
      <div className="toolkit-card__footer">
        <CardAction item={item} />
      </div>
    </article>
  );
}
