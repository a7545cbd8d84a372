import { BarList } from '#components/ui/bar-list';
import { LineChart } from '#components/ui/line-chart';
import { Skeleton } from '#components/ui/skeleton';
import { StatTile } from '#components/ui/stat-tile';
import { ERROR_MESSAGES } from '#shared/messages';
import { useTeamAnalytics } from '../api/get-team-analytics';

/** "2026-W48" -> "W48" for the chart's axis. */
const weekLabel = (week: string) => week.slice(week.indexOf('-') + 1);

export function TeamAnalyticsTab({ teamId }: { teamId: string }) {
  const analytics = useTeamAnalytics(teamId);
  if (analytics.isPending) {
    return (
      <div aria-hidden="true">
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--line" />
      </div>
    );
  }
  if (analytics.isError || analytics.data === null) {
    return <p className="card__empty">{ERROR_MESSAGES.teamAnalyticsUnavailable}</p>;
  }
  const data = analytics.data;
  return (
    <div className="team-analytics">
      <h2 className="visually-hidden">Analytics</h2>
      <ul className="stat-tiles">
        <StatTile
          label="Completion rate"
          icon="CheckCircle"
          value={`${data.completionRate}%`}
          detail="Members who completed a scenario"
        />
        <StatTile
          label="Average assessment score"
          icon="Target"
          value={data.averageAssessmentScore === null ? '–' : `${data.averageAssessmentScore}%`}
          detail="Right answers in practice and path assessments"
        />
      </ul>
      <section className="card" aria-labelledby="team-weekly-xp">
        <h3 id="team-weekly-xp" className="card__title">
          Team XP per week
        </h3>
        <LineChart
          title="Team XP per week, last 8 weeks"
          points={data.weeklyXp.map((w) => ({ label: weekLabel(w.week), value: w.xp }))}
          labelHeading="Week"
          valueHeading="XP"
        />
      </section>
      <div className="team-analytics__pair">
        <section className="card" aria-labelledby="team-strongest-skills">
          <h3 id="team-strongest-skills" className="card__title">
            Strongest skills
          </h3>
          {data.strongestSkills.length ? (
            <BarList
              title="Strongest skills by XP"
              bars={data.strongestSkills.map((s) => ({ label: s.name, value: s.xp }))}
              formatValue={(v) => `${v} XP`}
            />
          ) : (
            <p className="card__empty">No skill XP yet.</p>
          )}
        </section>
        <section className="card" aria-labelledby="team-challenging-biases">
          <h3 id="team-challenging-biases" className="card__title">
            Most challenging biases
          </h3>
          {data.challengingBiases.length ? (
            <BarList
              title="Most challenging biases by share of right answers"
              bars={data.challengingBiases.map((b) => ({ label: b.name, value: b.percent }))}
              max={100}
              formatValue={(v) => `${v}% right`}
            />
          ) : (
            <p className="card__empty">No bias practice yet.</p>
          )}
        </section>
      </div>
      <section className="card" aria-labelledby="team-member-activity">
        <h3 id="team-member-activity" className="card__title">
          Member activity
        </h3>
        {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Member activity table">
          <table className="leaderboard-table team-activity">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">XP this week</th>
                <th scope="col">Level</th>
                <th scope="col">Scenarios</th>
                <th scope="col">Last active</th>
              </tr>
            </thead>
            <tbody>
              {data.memberActivity.map((m) => (
                <tr key={m.id}>
                  <th scope="row">{m.name}</th>
                  <td>{m.weekXp}</td>
                  <td>{m.level}</td>
                  <td>{m.completedScenarios}</td>
                  <td>{m.lastActive ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <p className="card__note">Updated {new Date(data.computedAt).toLocaleString()}.</p>
    </div>
  );
}
