/**
 * Pearson's chi-square goodness-of-fit test, for the Originals' fairness statistics: the
 * statistic, its degrees of freedom and the p-value from the regularised upper incomplete gamma
 * function (Numerical Recipes' series and continued fraction).
 */

export interface ChiSquare {
  statistic: number;
  degreesOfFreedom: number;
  /** The chance of a statistic at least this large if the counts follow `expected`. */
  pValue: number;
}

/** Expected counts under this are merged into their neighbour, the usual validity rule. */
const MIN_EXPECTED = 5;

/**
 * Tests observed counts against expected counts (same order, same total), merging bins whose
 * expected count is under 5 into the next one (and the last into the one before it).
 */
export function chiSquare(observed: readonly number[], expected: readonly number[]): ChiSquare {
  if (observed.length !== expected.length)
    throw new Error('observed and expected differ in length');
  const bins: { observed: number; expected: number }[] = [];
  let pending = { observed: 0, expected: 0 };
  observed.forEach((count, i) => {
    pending = {
      observed: pending.observed + count,
      expected: pending.expected + (expected[i] ?? 0),
    };
    if (pending.expected >= MIN_EXPECTED) {
      bins.push(pending);
      pending = { observed: 0, expected: 0 };
    }
  });
  const last = bins.at(-1);
  if (pending.expected > 0 || pending.observed > 0) {
    if (!last) throw new Error('too few expected counts for a chi-square test');
    last.observed += pending.observed;
    last.expected += pending.expected;
  }
  const statistic = bins.reduce(
    (sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected,
    0,
  );
  const degreesOfFreedom = bins.length - 1;
  return { statistic, degreesOfFreedom, pValue: upperGammaQ(degreesOfFreedom / 2, statistic / 2) };
}

function logGamma(x: number): number {
  const c = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155,
    0.1208650973866179e-2, -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let series = 1.000000000190015;
  for (const coefficient of c) series += coefficient / ++y;
  return -tmp + Math.log((2.5066282746310007 * series) / x);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
export function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}
