/**
 * Arithmetic a reader can check, recomputed: "12 x 12 x $85 = $12,240", "$46 + $38 + $12 =
 * $96", "0.1% of 60,000 is 60", "$2,000 a month for 12 months is $24,000" is left alone (no
 * operator). A stated result that misses the computed one by more than rounding (1%, or 10%
 * when the text says "about", "roughly", "around", "nearly" or "~") is reported.
 */
export interface ArithmeticFinding {
  /** The expression as written. */
  expression: string;
  computed: number;
  stated: number;
  ok: boolean;
}

const NUMBER = String.raw`[$€£]?\d[\d,]*(?:\.\d+)?\s*(?:%|k\b|million\b|m\b)?`;
const OPERATOR = String.raw`\s*(?:x|×|\*|\+|-|−|/|÷)\s*`;
const EQUALS = String.raw`\s*(?:=|≈|is|are|comes to|makes|gives)\s*(?:about|roughly|around|nearly|almost|approximately|~)?\s*`;
const TERM = `${NUMBER}(?:${OPERATOR}${NUMBER})*`;
/** A chain of equal quantities: "0.6 × 100 + 0.3 × 150 = 60 + 45 = 105". */
const CHAIN = new RegExp(`${TERM}(?:${EQUALS}${TERM})+`, 'gi');
const SPLIT_EQUALS = new RegExp(EQUALS, 'i');
const PERCENT_OF = new RegExp(
  String.raw`(\d+(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(${NUMBER})${EQUALS}(${NUMBER})`,
  'gi',
);
const APPROXIMATE = /\b(about|roughly|around|nearly|almost|approximately)\b|~|≈/i;

export function parseNumber(raw: string): number {
  const text = raw.trim().toLowerCase();
  const value = Number(text.replace(/[$€£,%\s]|k$|million$|m$/g, ''));
  if (/k$/.test(text)) return value * 1_000;
  if (/(million|m)$/.test(text)) return value * 1_000_000;
  return value;
}

/** Evaluates "a op b op c" with × and ÷ before + and −. */
export function evaluate(expression: string): number | null {
  const parts = expression.split(new RegExp(`(${OPERATOR})`)).map((p) => p.trim());
  const values: number[] = [];
  const ops: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) values.push(parseNumber(part));
    else
      ops.push(
        part === '×' || part === '*' || part === 'x' ? '*' : part === '÷' ? '/' : part === '−' ? '-' : part,
      );
  }
  if (values.some((v) => !Number.isFinite(v))) return null;
  // Multiplication and division first.
  const terms: number[] = [values[0]!];
  const signs: string[] = [];
  ops.forEach((op, i) => {
    const next = values[i + 1]!;
    if (op === '*') terms[terms.length - 1]! *= next;
    else if (op === '/') terms[terms.length - 1]! /= next;
    else {
      signs.push(op);
      terms.push(next);
    }
  });
  return terms.slice(1).reduce((sum, term, i) => (signs[i] === '+' ? sum + term : sum - term), terms[0]!);
}

function close(computed: number, stated: number, approximate: boolean): boolean {
  const tolerance = approximate ? 0.1 : 0.01;
  return Math.abs(computed - stated) <= Math.max(1, Math.abs(computed) * tolerance) || computed === stated;
}

/** Every checkable calculation in a text, with whether its stated result holds. */
export function checkArithmetic(text: string): ArithmeticFinding[] {
  const findings: ArithmeticFinding[] = [];
  for (const match of text.matchAll(CHAIN)) {
    const sides = match[0]!.split(SPLIT_EQUALS).map((side) => side.trim());
    // Something to recompute: at least one side with an operator, and not a range ("$12-25").
    const computedSide = sides.findIndex((side) =>
      new RegExp(OPERATOR).test(side.replace(/^\$?\d+\s*-\s*\$?\d+$/, '')),
    );
    if (computedSide < 0) continue;
    const values = sides.map(evaluate);
    if (values.some((v) => v === null)) continue;
    const approximate = APPROXIMATE.test(match[0]!);
    const computed = values[computedSide]!;
    for (const [i, value] of values.entries()) {
      if (i === computedSide) continue;
      findings.push({
        expression: match[0]!.trim(),
        computed,
        stated: value!,
        ok: close(computed, value!, approximate),
      });
    }
  }
  for (const match of text.matchAll(PERCENT_OF)) {
    const computed = (Number(match[1]) / 100) * parseNumber(match[2]!);
    const stated = parseNumber(match[3]!);
    // "40% of 60,000 is 24,000" and "0.1% of 60,000 is 60 people" hold; a share stated as a
    // percentage ("1% of the balance is 1% a year") is not a product.
    if (/%|percent/.test(match[3]!)) continue;
    const approximate = APPROXIMATE.test(match[0]!);
    findings.push({
      expression: match[0]!.trim(),
      computed,
      stated,
      ok: close(computed, stated, approximate),
    });
  }
  return findings;
}
