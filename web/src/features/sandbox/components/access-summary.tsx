import type { MentalModelView } from '#shared/schemas/toolkit';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * For a premium learner: what the membership opened now, and what opens at which level, so a
 * level-gated card right after paying reads as "soon", not as "the purchase did nothing".
 */
export function AccessSummary({ models, level }: { models: MentalModelView[]; level: number }) {
  const premiumModels = models.filter((model) => model.premium);
  const openNow = premiumModels.filter((model) => !model.locked && !model.premiumLocked);
  const byLevel = new Map<number, number>();
  for (const model of models.filter((m) => m.locked)) {
    byLevel.set(model.requiredLevel, (byLevel.get(model.requiredLevel) ?? 0) + 1);
  }
  const upcoming = [...byLevel.entries()].sort(([a], [b]) => a - b);
  return (
    <section className="card access-summary" aria-labelledby="access-summary-title">
      <h2 id="access-summary-title" className="card__title">
        Your Premium access
      </h2>
      <p>
        {openNow.length > 0
          ? `Open now: ${plural(openNow.length, 'premium model', 'premium models')}, with every scenario for them.`
          : 'Premium is active. The premium models open as you level up.'}{' '}
        You are at level {level}.
      </p>
      {upcoming.length > 0 && (
        <>
          <h3 className="access-summary__label">Opening as you level up</h3>
          <ul className="access-summary__levels">
            {upcoming.map(([required, count]) => (
              <li key={required}>
                Level {required}: {plural(count, 'model', 'models')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
