import { ProgressBar } from '#components/ui/progress-bar';
import { ASSESSMENT_DIMENSIONS, DIMENSION_NAMES, type PublicSnapshot } from '#shared/schemas/assessment';
import { formatLongDate } from '#lib/format-date';

/** The cognitive snapshot: thinking style, score, the five dimensions and the feedback. */
export function SnapshotCard({ snapshot }: { snapshot: PublicSnapshot }) {
  return (
    <article className="card snapshot" aria-labelledby="snapshot-style">
      <p className="snapshot__eyebrow">
        Cognitive snapshot{snapshot.userName ? ` of ${snapshot.userName}` : ''} ·{' '}
        {formatLongDate(snapshot.generatedDate)}
      </p>
      <h2 id="snapshot-style" className="snapshot__style">
        {snapshot.thinkingStyle}
      </h2>
      <p>{snapshot.thinkingStyleExplanation}</p>
      <p className="snapshot__score">
        <span className="snapshot__score-value">{snapshot.score}</span>
        <span className="card__meta"> / 100 overall</span>
      </p>
      <ul className="snapshot__dimensions" aria-label="Scores by dimension">
        {ASSESSMENT_DIMENSIONS.map((dimension) => (
          <li key={dimension}>
            <span>{DIMENSION_NAMES[dimension]}</span>
            <ProgressBar
              value={snapshot.subScores[dimension]}
              label={DIMENSION_NAMES[dimension]}
              valueText={`${snapshot.subScores[dimension]}%`}
              size="small"
            />
            <span className="snapshot__percent">{snapshot.subScores[dimension]}%</span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="snapshot-overall">
        <h3 id="snapshot-overall" className="completion__label">
          Overall feedback
        </h3>
        <p>{snapshot.overallFeedback}</p>
      </section>
      <section aria-labelledby="snapshot-detail">
        <h3 id="snapshot-detail" className="completion__label">
          In detail
        </h3>
        <dl className="snapshot__details">
          {ASSESSMENT_DIMENSIONS.map((d) => DIMENSION_NAMES[d])
            .filter((name) => snapshot.detailedFeedback[name])
            .map((name) => [name, snapshot.detailedFeedback[name]!] as const)
            .map(([name, text]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{text.replace(/^[^:]+:\s*/, '')}</dd>
              </div>
            ))}
        </dl>
      </section>
    </article>
  );
}
