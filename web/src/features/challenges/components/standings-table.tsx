import { CHALLENGE_TEXTS, type ChallengeParticipantView } from '#shared/schemas/challenges';

/** Participants as the server ranked them: highest score first, pending last. */
export function StandingsTable({
  participants,
  caption,
}: {
  participants: ChallengeParticipantView[];
  caption: string;
}) {
  let rank = 0;
  return (
    <table className="standings">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {participants.map((p, index) => {
          if (p.score !== null) rank = index + 1;
          return (
            <tr key={index} className={p.currentUser ? 'standings__you' : undefined}>
              <td>{p.score === null ? '–' : rank}</td>
              <td>
                {p.name}
                {p.isCreator && ' (creator)'}
                {p.currentUser && ' (you)'}
              </td>
              <td>{p.score === null ? CHALLENGE_TEXTS.pending : `${p.score}%`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
