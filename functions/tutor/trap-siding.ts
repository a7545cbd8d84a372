import { isNegator, type Analysis, type Token } from './language';
import type { CompiledScenario } from './rubric-matcher';
import { endorses } from './stance-words';
import { asserted, occurrences, term, type Occurrence } from './terms';
import { opensVerdict } from './verdicts';

/**
 * Whether a reply sides with the people in the story who argue for the trap (each scenario
 * names them in `trapHolders`): agreeing, backing or following them is a wrong turn, whatever
 * else the reply says; granting them a point before a turn, hearing them out, or reporting
 * someone else's trust in them is not.
 */
const AGREEMENT = new Set(['right', 'correct', 'point', 'sense', 'onto', 'spot', 'fine', 'fix', 'answer']);
/** Agreement words that agree only as a noun: "is the fix", not "Brightpath can fix it". */
const AS_NOUN = new Set(['fix', 'answer']);
/** What a person proposes: "Dana's plan is fine", "Dee's raise makes sense", "Leo's fee is the fix". */
const PROPOSALS = new Set([
  'plan',
  'idea',
  'call',
  'view',
  'approach',
  'method',
  'advice',
  'proposal',
  'way',
  'pick',
  'choice',
  'instinct',
  'fee',
  'raise',
  'rule',
  'read',
]);
const SIDING = new Set(['agree', 'side', 'back', 'support']);
/** "I'd follow Dana's plan" sides with her; "I'd listen to Dana, but check ..." only hears her out. */
const HEEDING = new Set(['trust', 'follow']);
const LINKS = new Set([
  "'s",
  'is',
  'be',
  'was',
  'are',
  'were',
  'has',
  'have',
  'makes',
  'make',
  'got',
  'a',
  'on',
  'it',
  'the',
]);
const TURNS = new Set(['but', 'however', 'though', 'although', 'yet']);
const QUALIFIERS = new Set(['only', 'less', 'unless', 'until', 'after', 'once']);

/**
 * Whether the reply sides with someone who argues for the trap: "Dana's right", "Dad has a
 * point", "I agree with Marcus", "like Dad says", in any sentence ("Maya's right." says it all), not negated,
 * not quoted, not supposed, and not conceded ("Sure, Dana is right ... but", "Dana is right
 * that ..., but ..." grant a point before turning).
 */
export function sidesWithTrap(reply: Analysis, compiled: CompiledScenario): boolean {
  const tokens = reply.tokens;
  return compiled.trapHolders.some((holder) =>
    asserted(reply, occurrences(reply, holder)).some((o) => {
      if (tokens[o.start]!.conceded) return false;
      // "If those hours were idle, Dad would have a point": a supposition, not a verdict.
      const sentence = tokens.filter((t) => t.sentence === o.sentence);
      if (sentence.some((t) => t.supposed || ['would', 'could', 'might'].includes(t.value))) return false;
      // "<holder> is right that ..., but ...": a point granted before the turn.
      const grantedThen = (k: number) =>
        ['that', 'about', 'to'].includes(tokens[k + 1]?.value ?? '') &&
        tokens.some((t, i) => i > k && t.sentence === o.sentence && TURNS.has(t.value));
      // "<holder> ['s|is|has] [adverb] right|a point|makes sense"
      let k = o.end;
      while (k < tokens.length && k < o.end + 4) {
        const t = tokens[k]!;
        if (t.sentence !== o.sentence || isNegator(t)) break;
        // "has a point" agrees; "Tyler's point about ..." and "ask Kelly point blank" do not.
        const pointOnly =
          (t.value === 'point' && (tokens[k - 1]?.value !== 'a' || tokens[k + 1]?.value === 'blank')) ||
          (AS_NOUN.has(t.value) && tokens[k - 1]?.value !== 'the');
        if (AGREEMENT.has(t.value) && t.negation === 'none' && !pointOnly) return !grantedThen(k);
        const proposal = PROPOSALS.has(t.lemma) && tokens[k - 1]?.value === "'s";
        if (!(LINKS.has(t.value) || proposal || t.pos === 'ADV' || t.pos === 'AUX')) break;
        k += 1;
      }
      // "like Dad says", "as Marcus said"
      const said = tokens[o.end];
      if (['like', 'as'].includes(tokens[o.start - 1]?.value ?? '') && said?.lemma === 'say') return true;
      // "[I] agree with | side with | back <holder>"
      for (let j = Math.max(0, o.start - 3); j < o.start; j += 1) {
        const t = tokens[j]!;
        // "push back on Priya", "go back to Harold": a direction, not backing someone.
        const backTo =
          t.lemma === 'back' &&
          ['on', 'to', 'at', 'with', 'from', 'against'].includes(tokens[j + 1]?.value ?? '');
        // ... and only the learner's own trust: "Lena trusts Corwin" reports someone else's.
        const before = tokens[j - 1];
        const byLearner =
          !before || before.sentence !== o.sentence || !['NOUN', 'PROPN'].includes(before.pos);
        // "I agree with Dad that ..., but", "I'd trust Harlan less than Kim", "back Doug's plan
        // only after ...": a qualified or overruled agreement is not siding.
        const qualified = tokens.some(
          (u, i) => i > o.end && u.sentence === o.sentence && (TURNS.has(u.value) || QUALIFIERS.has(u.value)),
        );
        // "I'd go with Renee", "go with Dan's call".
        const goesWith = t.lemma === 'go' && tokens[j + 1]?.value === 'with';
        const heeds = (HEEDING.has(t.lemma) || goesWith) && byLearner;
        if (t.sentence === o.sentence && (SIDING.has(t.lemma) || heeds) && t.negation === 'none' && !backTo)
          return !qualified;
      }
      return false;
    }),
  );
}

/** What a reply says of an option it does not back: "the streak app is a bad fix". */
const FAULTING = new Set('bad worse worst wrong risky mistake waste poor terrible'.split(' '));
/** What limits the praise to a case: "worth paying only if ...", "looks good until ...", "fine, but not for texts". */
const LIMITING = new Set('only until unless if once except but though although however yet'.split(' '));
/** What may link an option to what is said of it. */
const LINKING_VERBS = new Set(['seem', 'look', 'sound', 'remain', 'work', 'help']);
const HYPOTHETICAL = new Set(['would', "'d", 'could', 'might']);

/**
 * Whether the reply calls the trap's option right (each scenario names its options in
 * `trapOptions`): "[the streak app] is the best fix", "[a guaranteed 25% off] is better",
 * "[the fee] will work". Not when the option is negated, quoted, supposed, conceded or weighed
 * before a turn ("the app is fine, but ..."), when the claim is hypothetical ("would help") or
 * limited ("only helps with landlines", "worth it only if ...", "looks good until ..."), or
 * when what is said of it faults it ("is the wrong fix", "is not the answer").
 */
export function endorsesTrapOption(reply: Analysis, compiled: CompiledScenario): boolean {
  const tokens = reply.tokens;
  return compiled.trapOptions.some((option) =>
    asserted(reply, occurrences(reply, option)).some((o) => {
      const first = tokens[o.start]!;
      if (o.negated || first.weighed) return false;
      // "to make [picking Derek] look right": the option as an object, not the subject.
      const before = tokens[o.start - 1];
      if (before && before.clause === first.clause && (before.pos === 'VERB' || before.value === 'to'))
        return false;
      const sentence = reply.sentences[o.sentence]!;
      const after = tokens.slice(o.end, sentence.end);
      if (after.some((t) => LIMITING.has(t.value))) return false;
      let k = o.end;
      while (tokens[k]?.pos === 'ADV' && tokens[k]!.clause === first.clause) k += 1;
      const link = tokens[k];
      if (!link || link.clause !== tokens[o.end - 1]!.clause) return false;
      if (link.pos !== 'AUX' && !(link.pos === 'VERB' && LINKING_VERBS.has(link.lemma))) return false;
      let end = k;
      while (end < Math.min(sentence.end, k + 6) && tokens[end]!.clause === link.clause) end += 1;
      const predicate = tokens.slice(k, end);
      if (predicate.some((t) => FAULTING.has(t.value) || HYPOTHETICAL.has(t.value) || isNegator(t)))
        return false;
      // "the best case", "best-case": a scenario named, not the option praised.
      for (let j = k; j < end; j += 1)
        if (endorses(tokens, j) && tokens[j]!.negation === 'none' && tokens[j + 1]?.value !== 'case')
          return true;
      return false;
    }),
  );
}

/** Verbs that take an option: "Keep the rye.", "I'd go with Chronal", "so we buy the stock". */
const CHOOSING = new Set(
  'choose pick take buy keep back approve sign book hire fund trust follow renew accept order'.split(' '),
);
/** Verbs that take an option through a particle: "go with", "stick with", "vote for". */
const CHOOSING_WITH = new Map([
  ['go', ['with', 'for']],
  ['stick', ['with']],
  ['stay', ['with']],
  ['vote', ['for']],
  ['side', ['with']],
  ['invest', ['in']],
]);

/** Where the verb that takes the option stands, past at most two articles or possessives. */
function choosingVerb(reply: Analysis, o: Occurrence): number | undefined {
  const tokens = reply.tokens;
  let k = o.start - 1;
  while (k >= 0 && o.start - k <= 2 && (tokens[k]!.pos === 'DET' || tokens[k]!.value === "'s")) k -= 1;
  const word = tokens[k];
  if (!word || word.sentence !== o.sentence) return undefined;
  // "Buying the Rialto swaps ...", "Picking Larkspur to save ...": the option weighed, not chosen.
  const taking = (t: Token) => !t.value.endsWith('ing');
  if (CHOOSING.has(word.lemma)) return taking(word) ? k : undefined;
  const verb = tokens[k - 1];
  return verb && taking(verb) && CHOOSING_WITH.get(verb.lemma)?.includes(word.value) ? k - 1 : undefined;
}

/**
 * Whether the learner decides for the trap's option: a verb that takes it, said as the learner's
 * own decision ("Keep the rye.", "So, go with Chronal.", "we should buy the stock"), and not
 * negated, asked, conditional ("take the festival if it's dry") or one side of a choice.
 */
export function choosesTrapOption(reply: Analysis, compiled: CompiledScenario): boolean {
  const tokens = reply.tokens;
  return compiled.trapOptions.some((option) =>
    occurrences(reply, option).some((o) => {
      const v = choosingVerb(reply, o);
      if (v === undefined || tokens[v]!.negation !== 'none') return false;
      const span = tokens.slice(v, o.end).map((t) => t.value);
      const decision: Occurrence = { ...o, start: v, clause: tokens[v]!.clause, term: term(span.join(' ')) };
      return opensVerdict(reply, decision);
    }),
  );
}
