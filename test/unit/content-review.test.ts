import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArithmetic, evaluate, parseNumber } from '../../bin/content-review/arithmetic';
import { coverageOf } from '../../bin/content-review/coverage';
import { reviewContent } from '../../bin/content-review/review';
import { rubricProblems } from '../../bin/content-review/rubric';
import { similarPairs } from '../../bin/content-review/similarity';
import { scenario } from '../support/tutor-gym';

/** The content review behind `npm run content:check`, piece by piece and on the real library. */
describe('arithmetic check', () => {
  it('reads money, thousands, percentages and millions', () => {
    expect(parseNumber('$1,200')).toBe(1200);
    expect(parseNumber('15k')).toBe(15_000);
    expect(parseNumber('1.2 million')).toBe(1_200_000);
    expect(parseNumber('40%')).toBe(40);
    expect(evaluate('12 x 12 x $85')).toBe(12_240);
    expect(evaluate('0.6 × 100 + 0.3 × 150')).toBeCloseTo(105);
  });

  it('accepts correct sums, chains and shares, and rounding when the text says "about"', () => {
    const findings = checkArithmetic(
      'The hours are worth 12 x 12 x $85 = $12,240 a year. 0.6 × 100 + 0.3 × 150 = 60 + 45 = 105. ' +
        '0.1% of 60,000 is 60 people. $46 + $38 + $12 is about $95.',
    );
    expect(findings.length).toBeGreaterThanOrEqual(4);
    expect(findings.every((f) => f.ok)).toBe(true);
  });

  it('catches a wrong product, a wrong link in a chain and a wrong share', () => {
    const findings = checkArithmetic(
      'Selling gives 18,000 x 0.29 = $7,000 of gain. 60 + 45 + 25 = 120 here. 5% of $200,000 is $1,000.',
    );
    expect(findings.filter((f) => !f.ok).map((f) => f.expression)).toEqual([
      '18,000 x 0.29 = $7,000',
      '60 + 45 + 25 = 120',
      '5% of $200,000 is $1,000',
    ]);
  });

  it('leaves ranges and plain figures alone', () => {
    expect(
      checkArithmetic('Tutors charge $12-25 an hour; the course runs 2020-2023 and costs $1,100.'),
    ).toEqual([]);
  });
});

describe('near-duplicate stories', () => {
  it('finds a story retold with other names and numbers, and not two different stories', () => {
    const story = scenario.context;
    const retold = story.replace(/\$600/g, '$550').replace(/climbing/g, 'bouldering');
    const pairs = similarPairs(
      [
        { id: 'gym', text: story },
        { id: 'retold', text: retold },
        { id: 'other', text: 'Your landlord raised the rent by 9% and your commute is 50 minutes each way.' },
      ],
      0.35,
    );
    expect(pairs.map((p) => [p.a, p.b])).toEqual([['gym', 'retold']]);
  });
});

describe('rubric review', () => {
  it('passes a rubric the tutor can read', () => {
    expect(rubricProblems(scenario)).toEqual([]);
  });

  it('reports generic concept words, uncredited phrasings, hints that give the insight away and absent voices', () => {
    const item = scenario.rubric[0]!;
    const broken = {
      ...scenario,
      trapHolders: ['my landlord'],
      rubric: [
        {
          ...item,
          concepts: [[...item.concepts[0]!, 'money'], item.concepts[1]!],
          phrasings: [...item.phrasings, 'Honestly the whole thing makes me tired.'],
          hints: [item.hints[0]!, item.insight, item.hints[2]!],
        },
        scenario.rubric[1]!,
      ],
    };
    const problems = rubricProblems(broken).map((p) => p.problem);
    expect(problems).toEqual(
      expect.arrayContaining([
        'group 1: generic term "money"',
        expect.stringMatching(/^phrasing not credited .*makes me tired/),
        'hint 2 restates the insight',
        '"my landlord" does not appear in the story',
      ]),
    );
  });

  it('reports an amount that lost its dollar sign and leading digits', () => {
    const [first, second] = scenario.rubric;
    const broken = {
      ...scenario,
      trapOptions: [...scenario.trapOptions!, 'the 00 pass'],
      rubric: [{ ...first!, contradictions: [...first!.contradictions, 'keep the ,600'] }, second!],
    };
    expect(rubricProblems(broken).map((p) => p.problem)).toEqual(
      expect.arrayContaining([
        'an amount lost its leading digits: "the 00 pass"',
        'an amount lost its leading digits: "keep the ,600"',
      ]),
    );
    expect(rubricProblems(scenario)).toEqual([]);
  });

  it("reports a phrasing that calls the trap's option right or opens with the trap's verdict", () => {
    const [first, second] = scenario.rubric;
    const broken = {
      ...scenario,
      rubric: [
        { ...first!, contradictions: [...first!.contradictions, "i'd renew the pass"] },
        {
          ...second!,
          phrasings: [
            ...second!.phrasings,
            'The gym is the smart choice in winter, and climbing is fun at $40 a month.',
            'Renew the pass for the summer; climbing is fun and only $40 a month.',
          ],
        },
      ],
    };
    const problems = rubricProblems(broken).map((p) => p.problem);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a phrasing of climbing-fits-better calls the trap's option right/),
        'verdict "renew the pass" opens a sentence of a phrasing of climbing-fits-better',
      ]),
    );
  });
});

describe('coverage', () => {
  it('counts scenarios per skill and measures the targets', () => {
    const coverage = coverageOf(
      [scenario, { ...scenario, id: 'b', premium: true, requiredLevel: 3 }],
      [
        { id: 'sunk-cost-fallacy', name: 'Sunk Cost Fallacy', kind: 'Cognitive bias' },
        { id: 'anchoring', name: 'Anchoring', kind: 'Cognitive bias' },
      ],
      [],
    );
    expect(coverage.perSkill.map((s) => [s.id, s.scenarios])).toEqual([
      ['sunk-cost-fallacy', 2],
      ['anchoring', 0],
    ]);
    expect(coverage.premium).toBe(1);
    expect(coverage.openToNewLearner).toBe(1);
    expect(coverage.targets.find((t) => t.label === 'Scenarios')).toMatchObject({ actual: 2, met: false });
  });
});

describe('the library as it ships', () => {
  it('has no content errors', () => {
    const review = reviewContent(path.resolve(import.meta.dirname, '../../functions/content'));
    expect(review.findings.filter((f) => f.level === 'error')).toEqual([]);
    expect(review.arithmeticChecked).toBeGreaterThan(0);
    // Reading every rubric the way the tutor does takes a while on a busy machine.
  }, 180_000);
});
