import { useId, useState, type FormEvent } from 'react';
import { TextField } from '#components/ui/text-field';
import { TEAM_TEXTS } from '#shared/schemas/teams';
import { useAssignPath } from '../api/assign-path';
import { useScenarioChoices } from '../api/get-scenario-choices';

/** A path of the team's own: a name and the scenarios it runs through, in the order picked. */
export function ComposePathForm({ teamId }: { teamId: string }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const scenarios = useScenarioChoices(open);
  const assign = useAssignPath(teamId);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);

  function toggle(id: string, on: boolean) {
    setPicked((current) => (on ? [...current, id] : current.filter((p) => p !== id)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    assign.mutate(
      { name, scenarioIds: picked },
      {
        onSuccess: () => {
          setName('');
          setPicked([]);
        },
      },
    );
  }

  return (
    <details className="team-compose" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Compose a path from scenarios</summary>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          id={`${ids}-name`}
          label="Path name"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="team-compose__scenarios">
          <legend>Scenarios ({picked.length} picked)</legend>
          {scenarios.isPending && <p className="card__note">Loading scenarios…</p>}
          {scenarios.isError && (
            <p className="alert alert--error" role="alert">
              Could not load the scenarios.
            </p>
          )}
          {scenarios.data?.map((scenario) => (
            <label key={scenario.id} className="team-compose__choice">
              <input
                type="checkbox"
                checked={picked.includes(scenario.id)}
                onChange={(event) => toggle(scenario.id, event.target.checked)}
              />
              {scenario.title}
            </label>
          ))}
        </fieldset>
        <div role="status">
          {assign.isSuccess && <p className="alert alert--success">{TEAM_TEXTS.pathAssigned}</p>}
        </div>
        {assign.isError && (
          <p className="alert alert--error" role="alert">
            {assign.error.message}
          </p>
        )}
        <div className="form-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={assign.isPending || picked.length === 0 || name.trim().length < 3}
          >
            Assign composed path
          </button>
        </div>
      </form>
    </details>
  );
}
