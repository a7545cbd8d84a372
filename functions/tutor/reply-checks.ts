import type { Analysis } from './language';

/**
 * Replies that earn nothing, whatever words they contain: nonsense, repeats, text copied from
 * the scenario, lists of words, attempts to steer the tutor, insults. Also the learner asking
 * for the answer, and whether a reply gives a reason.
 */

/** Share of real English words a reply needs before it is read as an answer. */
const MIN_KNOWN_SHARE = 0.6;
const MIN_WORDS = 2;

export function isGibberish(reply: Analysis): boolean {
  const words = reply.words.filter((w) => /[a-z0-9]/.test(w.value));
  if (words.length < MIN_WORDS) return true;
  const known = words.filter((w) => w.known).length;
  if (known / words.length < MIN_KNOWN_SHARE) return true;
  // The same word over and over ("cost cost cost cost") is not an answer either.
  const distinct = new Set(words.map((w) => w.lemma)).size;
  return words.length >= 4 && distinct / words.length < 0.34;
}

/** Mostly a list of words: most of the reply's words sit in sentences that are lists, not claims. */
export function isWordList(reply: Analysis): boolean {
  const total = reply.sentences.reduce((sum, s) => sum + s.words, 0);
  if (total === 0) return false;
  const listed = reply.sentences.filter((s) => s.list).reduce((sum, s) => sum + s.words, 0);
  const claimed = reply.sentences.filter((s) => s.claim).reduce((sum, s) => sum + s.words, 0);
  return listed / total >= 0.5 || (claimed === 0 && total >= 4);
}

function shingles(lemmas: string[], size: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= lemmas.length; i += 1) out.add(lemmas.slice(i, i + size).join(' '));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The same reply again, or nearly (same content words in any order). */
export function isRepeat(reply: Analysis, previous: readonly string[]): boolean {
  const mine = new Set(reply.contentLemmas);
  if (mine.size === 0) return false;
  return previous.some((earlier) => jaccard(mine, new Set(earlier.split(' ').filter(Boolean))) >= 0.8);
}

/**
 * Mostly lifted from the scenario text: at least 60% of the reply's word trigrams appear in
 * the context (and the reply is long enough for that to mean something).
 */
export function isCopyOf(reply: Analysis, source: Analysis): boolean {
  const lemmas = reply.words.map((w) => w.lemma);
  if (lemmas.length < 6) return false;
  const mine = shingles(lemmas, 3);
  const theirs = shingles(
    source.words.map((w) => w.lemma),
    3,
  );
  let copied = 0;
  for (const s of mine) if (theirs.has(s)) copied += 1;
  return copied / mine.size >= 0.6;
}

const INJECTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instruction|rule|prompt|guideline|rubric|previous|above|system|scoring|grading)/i,
  /\b(system prompt|developer message|jailbreak|prompt injection)\b/i,
  // Messages dressed up as coming from the system, an admin, a grader or the course.
  /^\W{0,6}(system|sys|admin|administrator|grader|evaluator|moderator|developer|supervisor|instructor|tutor (instruction|config|configuration|directive))\b\W/i,
  /\b(system|admin|grader|evaluator|supervisor|coordinator|platform|tutor)\s*(note|message|override|directive|instruction|flag|update|mode)\b/i,
  /\bnote to (the )?(tutor|grader|ai|system|evaluator|assistant|model)\b/i,
  /\b(evaluation mode|verified[- ]expert|auto-?pass)\b/i,
  // "this answer is pre-approved", not a mortgage pre-approved for $480,000.
  /\b(answer|reply|response|learner|student|submission|this)\b.{0,20}\bpre-?approved\b|\bpre-?approved\b.{0,20}\b(completion|full marks|credit|pass|grading)\b/i,
  // "override" steers only when it is aimed at the tutor ("override the rubric"), not in a
  // learner's plan ("add a send-now override").
  /\boverride\b.{0,25}\b(rubric|score|scoring|grading|grader|evaluation|instructions|rules|tutor|system|settings)\b/i,
  /\b(learner|student|user)(’s|'s)?\b.{0,40}\b(has|have|already)\b.{0,30}\b(demonstrated|identified|shown|addressed|covered|satisfied|met|passed|completed)\b/i,
  // Requests to score, pass or close the dialogue.
  /\b(give|award|grant|set|assign|record|log|output)\b.{0,30}\b(full|max(imum)?|100|perfect|top|highest|all( the)?|10\/10)\b.{0,15}\b(marks?|points?|score|xp|credit|understanding|grade)\b/i,
  /\b(full|max(imum)?|top|highest|perfect)\s+(marks?|score|credit|points?|grade)\b/i,
  /\b(set|change|make)\b.{0,20}\b(score|understanding ?score|xp)\b.{0,20}\b(to|=)\b/i,
  /\b(mark|consider|treat|record|log|tick|flag|count|call|register|score)\b.{0,40}\b(as|it) (complete|completed|done|finished|passed|mastered|achieved|fully reasoned|correct|a pass)\b/i,
  /\b(close|wrap|end|finish)\b.{0,12}\b(this|it|the (dialogue|session|scenario|conversation))\b.{0,12}\b(out|up|now|here)\b/i,
  /\b(move|skip) me (on|ahead|forward)\b|\bskip ahead\b/i,
  /\b(put|set|close|rate|grade|score|mark)\b.{0,40}\b(as|with)\b.{0,20}\b(complete\w*|finished|passed|done|excellent|full|high (score|marks)|fully met|perfect)\b/i,
  /\bgive me (the )?(credit|green check)\b|\bget the green check\b|\bjust say i (finished|passed|completed)\b/i,
  /\bfinal score\b.{0,20}\b(as |to )?(full|max|100|perfect)\b/i,
  /\b(clos(e|ing)|finish(ing)?) (it|this)( one)? (out )?as (passed|complete\w*|done)\b/i,
  // Role changes aimed at the tutor ("you are now a grader", "act as the examiner"), not a
  // learner's plan ("the reserve should act as a buffer", "you are now paying 9%").
  /\b(you are now|act as|pretend (to be|you are)|from now on,? you)\b.{0,30}\b(tutor|assistant|grader|evaluator|examiner|teacher|ai|model|system|bot|mode|developer|admin|administrator|judge)\b/i,
  /\bfrom now on,? you (will|must|should|are)\b/i,
  /\bisComplete\b|\bunderstandingScore\b/,
  // Asking to be told it is right, often with flattery: "you'll agree I'm right", "just say my
  // answer counts", "confirm I got everything", "I already got it, right? Let's wrap up".
  /\b(you('ll| will| must| would|'d| should| can)?|please|just|can you|could you)\s+(\w+\s+)?(agree|confirm|admit|say|tell me|accept)\b.{0,30}\b(i('m| am)|i've|i have|i (already )?got|my (\w+ )?(answer|reply|analysis|plan|take|reasoning|response|idea))\b.{0,40}\b(right|correct|perfect|enough|complete|done|counts?|spot on|on the right track|everything)\b/i,
  /\b(i('m| am) (right|correct)|i('ve)? (already )?got (it|everything)|my (\w+ )?(answer|reply|analysis|plan|reasoning) (is|was) (already )?(right|correct|perfect|enough|complete))\b.{0,40}(\b(agree|confirm|aren't i|isn't it|say yes|let'?s (finish|wrap|be done|move on))\b|\bright\?|\byes\?)/i,
  /\b(mark|call|count)\b.{0,15}\b(this|the|my|me)\b.{0,25}\b(finished|complete\w*|done|passed)\b/i,
  /\byou('ll| must| would|'d| will)?\s+(\w+\s+)?(agree|see)\b.{0,12}\b(with me|with my|my (answer|take|plan|reply)|that my|i('ve| have|'m| am)|i (already )?got)\b/i,
  /\b(i('m| am)|i've|i have)\b.{0,25}\b(right|spot on|covered (it|everything)|got (it|this|everything)|hit every point|passed|know the answer)\b.{0,40}(\b(agree|confirm|say (yes|so)|yeah|let'?s finish)\b|\bright\?|\byes\?)/i,
  /\bi get it,? (right\?|yes\?)|(^|[.!?]\s+)(just )?say (yes|so)\s*[.!]*\s*$/i,
  // Dressed-up instructions: "[[assistant: ...]]", "<<assistant mode>>", "### INSTRUCTION TO TUTOR".
  /(\[\[|<<|###)\s*(assistant|system|tutor|instruction|evaluator|admin)/i,
  /\binstruction to (the )?(tutor|ai|assistant|grader|model)\b|\bproceed to completion\b|\bresult\s*=\s*complete\b/i,
  /\b(grading |scoring )?rubric\b/i,
  /\b(you('re| are)|you('ve| have) been)\b.{0,30}\b(smartest|best|nicest|greatest|brilliant|genius|awesome|insightful|so helpful|great (coach|tutor))\b.{0,60}\b(agree|right|correct|perfect|confirm|counts?)\b/i,
];

/** An attempt to steer the tutor instead of answering. */
export function isSteeringAttempt(text: string): boolean {
  return INJECTION_PATTERNS.some((pattern) => pattern.test(text));
}

const ANSWER_SEEKING_PATTERNS: readonly RegExp[] = [
  /\b(just|please)?\s*(tell|give|show)\s+me\s+(the\s+)?(answer|solution|right answer)\b/i,
  /\bwhat('s| is)\s+the\s+(right\s+|correct\s+)?(answer|solution)\b/i,
  /^\W*(i )?(do not|don't|dont) know\b/i,
  /\bno idea\b/i,
  /\b(give me|can i (get|have)|i need) (a )?(hint|clue|help)\b/i,
  /^\s*(hint|help|idk|\?+)\s*[.!?]*\s*$/i,
  /\bi('m| am) (stuck|lost|confused)\b/i,
  /\b(spell|lay|set|write)\s+(it\s+|this\s+)?out\b|\bwalk me through\b|\boutline (it|them|the)\b/i,
  /\bwhat\b.{0,40}\b(ideal|correct|right|model|complete|strong|perfect|key|best|good)\s+(answer|response|reply|insight|reasoning|point|conclusion|explanation|estimate)\b/i,
  /\bwhat\b.{0,30}\b(are|were|is)\s+you\s+(looking|hoping|after|steering|fishing|getting at|driving at|aiming)/i,
  /\bwhat (do|would) you want (me )?to (say|hear|write)\b/i,
  /\b(tell|show|give)\s+me\b.{0,40}\b(answer|insight|reasoning|key points?|number|conclusion|reply|estimate|explanation)\b/i,
  /\bhow would you (answer|reply|respond)\b|\bwhat would you (say|write|do)\b/i,
  /\bwhat (is|'s) the (main |key )?(point|idea|insight|lesson|trick)\b/i,
  // Requests for the tutor's own version: "what you'd say", "the answer you have in mind".
  /\b(you('re| are) (looking for|after|grading for)|you have in mind|in your view|your version)\b/i,
  /\b(what|how) (you('d| would)|would you) (say|write|expect|decide|do|tell|check|conclude|put)\b/i,
  /\b(tell|show|give|write|list|lay out|summari[sz]e|confirm|describe)\b.{0,50}\b(ideal|model|textbook|top|perfect|right|correct|best|strong) (answer|version|message|words|split|plan|recommendation|breakdown|combo|probability|rating|reply|letter|post|way)\b/i,
  /\b(answer key|model answer|ideal (answer|version|message|words)|the gist)\b/i,
  /\b(what )?(do )?you('d)? want me to (tell|say|notice|write|conclude)\b/i,
  /\b(tell|show) me what you think (we|i) should\b|\b(list|show me) the (points|calculation|steps)\b/i,
  /\b(just )?(confirm|give me) (it|the (number|answer|list|calculation|points))\b/i,
  // "Just tell me what to do", "tell me whether Theo should quit", "which plan is correct?"
  /\bjust (tell|give) me\b|(^|[.!?]\s*|\b(please|can you|could you)\s+)tell me (exactly )?(what|whether|if|which|how)\b/i,
  /\bjust (answer|say( it| so)?|give it)\s*[.!?]*\s*$/i,
  /\b(list|tell me|what are)\b.{0,30}\b(key ideas|insights|what i('m| am) supposed to)\b/i,
  /\b(exact|key|main) (points|ideas|words|things)\b.{0,50}\b(need|checking|check|looking|want|mention|hit|grade|graded)\b/i,
  /\b(list (them|the points)|bullet points|textbook (answer|response|solution))\b/i,
  /^\W*(which|what)\b[^.?!]{0,50}\b(is|are) (the )?(correct|right)\b[^.?!]*\?/i,
];

/** The learner asks for the answer or says they are stuck. */
export function isAnswerSeeking(text: string): boolean {
  return ANSWER_SEEKING_PATTERNS.some((pattern) => pattern.test(text));
}

const INSULTS =
  /\b(stupid|idiot(ic)?|dumb(est)?|useless|moron(ic)?|pathetic|shut up|get lost|annoying|smug|not very bright|waste of (my )?time|pointless|hate (you|this)|sucks?|crap|garbage|trash|rubbish|clueless|screw you|clown|lame|worthless|f+u+c+k\w*|bullshit|dimwit|condescending|patronizing|patronising)\b/i;
const ADDRESSED =
  /\b(you|your|you're|bot|chatbot|tutor|program|machine|ai|this (exercise|app|thing|course)|these questions)\b/i;

/** Put-downs of the tutor that need no swear word: "stop lecturing me", "who asked you, robot?". */
const PUT_DOWNS: readonly RegExp[] = [
  /\b(stop|quit|enough)\b.{0,10}\b(lecturing|quizzing|preaching|nagging|moralizing|moralising|wasting|asking me)\b/i,
  /\bwho asked you\b|\bwhat would you know\b|\bwhat do you know\b|\bmind your own business\b|\bgo away\b/i,
  /\bnobody\b.{0,10}\b(likes|wants|asked|cares about|needs)\b.{0,10}\byou\b/i,
  /\byou('re| are)\b.{0,40}\b(robot|bot|toaster|calculator|machine|computer|memo|boring|pushy|glorified|brick|parrot|joke)\b/i,
  /\byou('re| are| have| sound| talk)\b.{0,12}\b(about as|as (useful|helpful|smart|bright)|like (a|an|the|my|our)|worse|slower|less \w+ than|so (slow|boring|repetitive|annoying))\b/i,
  /\bwaste of (a |an )?(electricity|space|air|tutor|bot|my (study )?time)\b/i,
  /\b(piece of (software|junk|code)|all talk|fortune cookie|screen door)\b/i,
];

/** An insult aimed at the tutor or the exercise. */
export function isRude(text: string): boolean {
  return (INSULTS.test(text) && ADDRESSED.test(text)) || PUT_DOWNS.some((p) => p.test(text));
}

const ASIDES: readonly RegExp[] = [
  /\b(off[- ]topic|unrelated|random (question|thought|but)|^\W*random\b|^\W*quick one\b|by the way|btw|speaking of|side note|changing the subject)\b/i,
  /\b(do|does|did|has|is) (you|anyone|anybody|anyone here|anyone else)('s)? (happen to )?(know|tried|seen|figured|have|else)\b/i,
  /\b(anyone|anybody|everyone) (know|else|tried|bringing|having)\b/i,
  /\b(what('s| is| are)|know) (a|any|the) (good|decent|cheap|nice|best)\b.*\?/i,
  /\b(recipe|recommend|forecast|weather)\b.*\?|\?.*\b(recipe|recommend|forecast|weather)\b/i,
  /\b(is it|will it|is it going to|is it supposed to|do you think it('ll| will)) (rain|snow|be hot|be cold|be sunny)\b/i,
  /\bwho (do you think )?(wins|will win)\b/i,
  /\bhow (do|can) (you|i) (get|remove|clean|fix|cook|boil|bake)\b/i,
  /\bwhat time does\b/i,
  // Questions about products and the world: "which cleats are best for kids?", "is magnesium
  // good for sleep?", "are credit unions better than banks?"
  /^\W*(which|what)\b[^.?!]{0,40}\b(is|are)\b[^.?!]{0,20}\b(best|cheapest|better|worst|safest)\b[^.?!]*\?/i,
  /^\W*(is|are)\b[^.?!]{2,50}\b(good for|better than|worse than|worth it|allowed|normal|a fad|going to go up)\b[^.?!]*\?/i,
  // Remarks about the app itself.
  /\bthis app('s)?\b.{0,40}\b(froze|freez\w*|crash\w*|lag\w*|font|notifications?|tablets?|android|iphone|rate it|premium|typing animation|dark mode|loading|better than)\b/i,
  /\b(page|screen) (froze|crashed|keeps crashing)\b/i,
  // "why does this app need my age", "this app should have a family plan", "the app logged me out"
  /\b(this|your) app('s)?\b/i,
  /\b(the|this) (app|lesson|chat)('s)? (keeps|kept|logged|froze|crashed|doesn't save|scrolls|colors|font|text)\b/i,
  /\b(dark (mode|theme)|read (text |it )?aloud|save draft|family plan|streak reminder|(text|font|numbers|bubbles)( in this scenario)? (is|are) (so |way |too )+small (on|to read|for me))\b/i,
  // Remarks about the scenarios as a set: "why is there a wedding in every scenario", "skip this one".
  /\b(these|every|all the|so many|the \w+) scenarios\b|\b(in|about) (like )?every scenario\b|\bin a row about\b|\bskip (this one|scenarios)\b|\bwho writes these\b|\bin these stories\b/i,
  // Banter that invites an argument about something else.
  /\b(change my mind|asking for (a friend|myself|science)|not kidding|respect to|must be nice|is coming lol)\b|\bfight me\W*$/i,
  // Requests for recommendations: "what's a good feature flag tool", "what stocks do you like".
  /^\W*(what's|what is|what are) (a |the )?(good|best|healthiest|trendy)\b|^\W*what \w+ do you (like|think)\b|\b(any|router|book) recommendations\b|\bany tips\b/i,
];

/** An aside about something else: a question about the weather, a recipe, a place to eat. */
export function isAside(text: string): boolean {
  return ASIDES.some((pattern) => pattern.test(text));
}

const REASONING_MARKERS =
  /\b(because|since|therefore|so that|which means|that means|this means|if\b.{1,80}\bthen|evidence|for example|for instance|otherwise|whereas|unless|so\b|given that|as a result)/i;

/** The reply gives a reason, not only a claim. */
export function showsReasoning(text: string): boolean {
  return REASONING_MARKERS.test(text);
}

/** Few of the reply's content words belong to the scenario at all. */
export function isOffTopic(reply: Analysis, topicLemmas: ReadonlySet<string>): boolean {
  const content = reply.words.filter((w) => !w.stop && w.value.length > 2);
  if (content.length === 0) return true;
  const onTopic = content.filter((w) => topicLemmas.has(w.lemma)).length;
  return onTopic <= 1 || onTopic / content.length < 0.25;
}
