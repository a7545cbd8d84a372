import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '#components/ui/skeleton';
import { TEAM_TEXTS } from '#shared/schemas/teams';
import { useAssignPath } from '../api/assign-path';
import { usePathCatalogue } from '../api/get-path-catalogue';
import { useTeamPaths } from '../api/get-team-paths';
import { ComposePathForm } from './compose-path-form';

export function TeamPathsTab({ teamId, manages }: { teamId: string; manages: boolean }) {
  const ids = useId();
  const paths = useTeamPaths(teamId);
  const catalogue = usePathCatalogue(manages);
  const assign = useAssignPath(teamId);
  const [pathId, setPathId] = useState('');
  const assigned = new Set(paths.data?.map((p) => p.id));
  const choices = (catalogue.data ?? []).filter((p) => !assigned.has(p.id));

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = pathId || choices[0]?.id;
    if (chosen) assign.mutate({ pathId: chosen }, { onSuccess: () => setPathId('') });
  }

  return (
    <section aria-labelledby="team-paths-heading" className="team-section">
      <h2 id="team-paths-heading" className="card__title">
        Learning paths
      </h2>
      {manages && (
        <form className="team-paths__assign" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${ids}-path`}>Assign a learning path to the team</label>
            <select
              id={`${ids}-path`}
              value={pathId || choices[0]?.id || ''}
              onChange={(event) => setPathId(event.target.value)}
              disabled={!catalogue.isSuccess || choices.length === 0}
            >
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={assign.isPending || choices.length === 0}
          >
            Assign path
          </button>
          <div role="status" className="team-paths__status">
            {assign.isSuccess && <p className="alert alert--success">{TEAM_TEXTS.pathAssigned}</p>}
          </div>
          {assign.isError && (
            <p className="alert alert--error" role="alert">
              {assign.error.message}
            </p>
          )}
        </form>
      )}
      {manages && <ComposePathForm teamId={teamId} />}
      {paths.isPending && <Skeleton className="skeleton--line" />}
      {paths.isError && (
        <p className="alert alert--error" role="alert">
          Could not load the team&apos;s learning paths.
        </p>
      )}
      {paths.isSuccess && paths.data.length === 0 && (
        <p className="card__empty">No learning paths are assigned to the team yet.</p>
      )}
      {paths.isSuccess && paths.data.length > 0 && (
        <ul className="team-paths">
          {paths.data.map((path) => (
            <li key={path.id} className="card team-path">
              <h3 className="card__title">
                <Link to={`/learning-path/${path.id}`}>{path.name}</Link>
              </h3>
              {path.description && <p className="card__note">{path.description}</p>}
              <p className="card__meta">
                {path.scenarios.length} {path.scenarios.length === 1 ? 'scenario' : 'scenarios'} · assigned by{' '}
                {path.assignedBy}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
