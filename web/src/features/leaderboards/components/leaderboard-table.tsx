import type { LeaderboardEntry } from '#shared/schemas/leaderboards';
import type { LeaderboardMetric } from '../api/get-leaderboard';
import { describeChange, formatMetricValue, metricLabel } from './board-labels';

const AVATAR_TONES = 6;

/** A steady colour per name, so a learner keeps the same avatar across boards and visits. */
function avatarTone(name: string): number {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return sum % AVATAR_TONES;
}

/** The unit repeats the column heading, so narrow screens drop it to keep names readable. */
function MetricValue({ metric, value }: { metric: LeaderboardMetric; value: number }) {
  const [number, ...unit] = formatMetricValue(metric, value).split(' ');
  return (
    <>
      {number}
      <span className="leaderboard-table__unit"> {unit.join(' ')}</span>
    </>
  );
}

function RankChange({ change }: { change: string }) {
  const { direction, label } = describeChange(change);
  return (
    <span className={`rank-change rank-change--${direction}`}>
      <span aria-hidden="true">{change}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  metric: LeaderboardMetric;
  caption: string;
}

export function LeaderboardTable({ entries, metric, caption }: LeaderboardTableProps) {
  return (
    <table className="leaderboard-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="leaderboard-table__rank">
            Rank
          </th>
          <th scope="col">Learner</th>
          <th scope="col" className="leaderboard-table__value">
            {metricLabel(metric)}
          </th>
          <th scope="col" className="leaderboard-table__change">
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr
            key={`${entry.rank}-${entry.name}`}
            className={entry.isCurrentUser ? 'leaderboard-table__row--you' : undefined}
            aria-current={entry.isCurrentUser ? 'true' : undefined}
          >
            <td className="leaderboard-table__rank">
              <span className={`rank-badge${entry.rank <= 3 ? ` rank-badge--top${entry.rank}` : ''}`}>
                {entry.rank}
              </span>
            </td>
            <td>
              <div className="learner">
                <span className={`avatar avatar--tone-${avatarTone(entry.name)}`} aria-hidden="true">
                  {entry.avatar}
                </span>
                <span className="learner__text">
                  <span className="learner__name">
                    {entry.name}
                    {entry.isCurrentUser && <span className="learner__you"> (you)</span>}
                  </span>
                  <span className="learner__level">Level {entry.level}</span>
                </span>
              </div>
            </td>
            <td className="leaderboard-table__value">
              <MetricValue metric={metric} value={entry.value} />
              {/* Narrow screens fold the Change column in here; only one of the two is ever displayed. */}
              <span className="leaderboard-table__inline-change">
                <RankChange change={entry.change} />
              </span>
            </td>
            <td className="leaderboard-table__change">
              <RankChange change={entry.change} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
