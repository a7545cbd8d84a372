import { Link } from 'react-router-dom';
import { LoadingState } from '#components/ui/loading-state';
import { Modal } from '#components/ui/modal';
import { EMPTY_STATES } from '#shared/messages';
import type { ScenarioStatus } from '#shared/schemas/scenarios';
import type { MentalModelView } from '#shared/schemas/toolkit';
import { useModelScenarios } from '../api/get-model-scenarios';

const STATUS: Record<ScenarioStatus, { label: string; action: string }> = {
  NOT_STARTED: { label: 'Not started', action: 'Start' },
  STARTED: { label: 'In progress', action: 'Continue' },
  COMPLETED: { label: 'Completed', action: 'Attempt Again' },
};

const DIFFICULTY: Record<string, string> = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate' };

interface ScenarioPickerProps {
  model: MentalModelView;
  onClose: () => void;
}

/** The Start Challenge dialog: the scenarios that train one model, each with its status. */
export function ScenarioPicker({ model, onClose }: ScenarioPickerProps) {
  const scenarios = useModelScenarios(model.id);
  let body;
  if (scenarios.isPending) body = <LoadingState label="Loading scenarios…" />;
  else if (scenarios.isError) {
    body = (
      <p className="alert alert--error" role="alert">
        Could not load the scenarios. Please try again.
      </p>
    );
  } else if (scenarios.data.length === 0)
    body = <p className="card__empty">{EMPTY_STATES.sandboxNoScenarios}</p>;
  else {
    body = (
      <ul className="scenario-picker">
        {scenarios.data.map((scenario) => {
          const status =
            STATUS[scenario.completed && scenario.status !== 'STARTED' ? 'COMPLETED' : scenario.status];
          return (
            <li key={scenario.id} className="scenario-picker__item">
              <div className="scenario-picker__text">
                <span className="scenario-picker__title">{scenario.title}</span>
                <span className="scenario-picker__meta">
                  {status.label} · {DIFFICULTY[scenario.difficulty] ?? 'Advanced'} · {scenario.xpReward} XP
                  {scenario.premium && <span className="badge badge--premium">Premium</span>}
                </span>
              </div>
              <Link
                className="button button--primary button--small"
                to={`/scenario/${scenario.id}`}
                aria-label={`${status.action}: ${scenario.title}`}
              >
                {status.action}
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Modal title={`Scenarios for ${model.name}`} onClose={onClose}>
      {body}
    </Modal>
  );
}
