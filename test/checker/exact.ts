/**
 * The exact value of every expression, from docs/service.md §2.2/§2.6 and docs/conventions.md §7, as an interval
 * [lo, hi] of rationals: a point where the arithmetic is exact, a band of relative width below 10⁻⁴⁵
 * where compound growth needs a fractional power.
 */
import { add, dec, div, floor, mul, powInt, type Q, q, sub } from './rational.ts';

export interface Exact {
  readonly lo: Q;
  readonly hi: Q;
}

export const point = (x: Q): Exact => ({ lo: x, hi: x });

/** Kinds of money: denomination and thickness in millimetres (docs/service.md §2.6). */
export const MONEY: Record<string, { currency: string; denomination: number; mm: string }> = {
  usd_1_coin: { currency: 'USD', denomination: 1, mm: '2' },
  usd_100_bill: { currency: 'USD', denomination: 100, mm: '0.11' },
  cad_1_coin: { currency: 'CAD', denomination: 1, mm: '1.95' },
  cad_100_bill: { currency: 'CAD', denomination: 100, mm: '0.0875' },
  eur_1_coin: { currency: 'EUR', denomination: 1, mm: '2.33' },
  eur_100_bill: { currency: 'EUR', denomination: 100, mm: '0.12' },
  gbp_1_coin: { currency: 'GBP', denomination: 1, mm: '2.8' },
  gbp_100_bill: { currency: 'GBP', denomination: 100, mm: '0.0825' },
  cny_1_coin: { currency: 'CNY', denomination: 1, mm: '1.85' },
  cny_100_bill: { currency: 'CNY', denomination: 100, mm: '0.1' },
  inr_1_coin: { currency: 'INR', denomination: 1, mm: '1.45' },
  inr_100_bill: { currency: 'INR', denomination: 100, mm: '0.11' },
  krw_1_coin: { currency: 'KRW', denomination: 1, mm: '1.45' },
  krw_1000_bill: { currency: 'KRW', denomination: 1000, mm: '0.1' },
  rub_1_coin: { currency: 'RUB', denomination: 1, mm: '1.5' },
  rub_100_bill: { currency: 'RUB', denomination: 100, mm: '0.1' },
  try_1_coin: { currency: 'TRY', denomination: 1, mm: '2' },
  try_100_bill: { currency: 'TRY', denomination: 100, mm: '0.105' },
  chf_1_coin: { currency: 'CHF', denomination: 1, mm: '1.55' },
  chf_100_bill: { currency: 'CHF', denomination: 100, mm: '0.11' },
  brl_1_coin: { currency: 'BRL', denomination: 1, mm: '1.95' },
  brl_100_bill: { currency: 'BRL', denomination: 100, mm: '0.105' },
};

/** Items: USD benchmark price (docs/service.md §2.6), plural and singular name and verb (docs/conventions.md §8). */
export const ITEMS: Record<string, { price: number; plural: string; singular: string; verb: string }> = {
  fancy_coffee: { price: 10, plural: 'fancy coffees', singular: 'fancy coffee', verb: 'buy' },
  quick_meal: { price: 15, plural: 'quick meals', singular: 'quick meal', verb: 'buy' },
  dinner_with_drinks: {
    price: 175,
    plural: 'dinners with drinks',
    singular: 'dinner with drinks',
    verb: 'buy',
  },
  smartphone: { price: 1400, plural: 'smartphones', singular: 'smartphone', verb: 'buy' },
  month_of_childcare: {
    price: 1750,
    plural: 'months of childcare',
    singular: 'month of childcare',
    verb: 'pay for',
  },
  rent_or_mortgage_payment: {
    price: 3000,
    plural: 'rent or mortgage payments',
    singular: 'rent or mortgage payment',
    verb: 'pay for',
  },
  year_of_low_minimum_wage_salary: {
    price: 15080,
    plural: 'years of low minimum wage salary',
    singular: 'year of low minimum wage salary',
    verb: 'pay for',
  },
  year_of_high_minimum_wage_salary: {
    price: 32240,
    plural: 'years of high minimum wage salary',
    singular: 'year of high minimum wage salary',
    verb: 'pay for',
  },
  student_loan_debt: {
    price: 40000,
    plural: 'student loan debts',
    singular: 'student loan debt',
    verb: 'pay off',
  },
  car: { price: 50000, plural: 'cars', singular: 'car', verb: 'buy' },
  year_of_salary_65k: {
    price: 65000,
    plural: 'years of $65,000 salary',
    singular: 'year of $65,000 salary',
    verb: 'pay for',
  },
  year_of_salary_100k: {
    price: 100000,
    plural: 'years of $100,000 salary',
    singular: 'year of $100,000 salary',
    verb: 'pay for',
  },
  luxury_car: { price: 275000, plural: 'luxury cars', singular: 'luxury car', verb: 'buy' },
  house: { price: 500000, plural: 'houses', singular: 'house', verb: 'buy' },
  yacht: { price: 800000, plural: 'yachts', singular: 'yacht', verb: 'buy' },
  supercar: { price: 4000000, plural: 'supercars', singular: 'supercar', verb: 'buy' },
  island: { price: 30000000, plural: 'islands', singular: 'island', verb: 'buy' },
  mansion: { price: 75000000, plural: 'mansions', singular: 'mansion', verb: 'buy' },
  estate_with_a_mega_mansion: {
    price: 200000000,
    plural: 'estates with a mega-mansion',
    singular: 'estate with a mega-mansion',
    verb: 'buy',
  },
  luxury_island: { price: 300000000, plural: 'luxury islands', singular: 'luxury island', verb: 'buy' },
  superyacht: { price: 600000000, plural: 'superyachts', singular: 'superyacht', verb: 'buy' },
};

export const FREQUENCIES = ['1', '2', '4', '12', '365'] as const;

/** Days a wealth lasts at a daily spend (the duration in years is this ÷ 365). */
export const durationDays = (wealth: Q, spend: Q): Q => div(wealth, spend);

/** Stack height in metres: wealth ÷ denomination × thickness. */
export function heightMetres(wealth: Q, typeOfMoney: string): Q {
  const m = MONEY[typeOfMoney];
  if (!m) throw new Error(`unknown typeOfMoney ${typeOfMoney}`);
  return mul(div(wealth, q(m.denomination)), div(dec(m.mm), q(1000n)));
}

/** Whole items: floor(wealth ÷ price). */
export function itemCount(wealth: Q, typeOfItem: string): bigint {
  const item = ITEMS[typeOfItem];
  if (!item) throw new Error(`unknown typeOfItem ${typeOfItem}`);
  return floor(div(wealth, q(item.price)));
}

// Fixed-point arithmetic for a fractional power: 70 decimal digits, far beyond any printed figure.
const DIGITS = 70n;
const S = 10n ** DIGITS;
const fxMul = (a: bigint, b: bigint): bigint => (a * b) / S;
const fxDiv = (a: bigint, b: bigint): bigint => (a * S) / b;

/** ln(x) for 1 ≤ x ≤ 2 in fixed point: 2·atanh((x−1)/(x+1)). */
function fxLn(x: bigint): bigint {
  const y = fxDiv(x - S, x + S);
  const y2 = fxMul(y, y);
  let term = y;
  let sum = 0n;
  for (let k = 1n; term !== 0n; k += 2n) {
    sum += term / k;
    term = fxMul(term, y2);
  }
  return 2n * sum;
}

/** exp(z) for 0 ≤ z in fixed point: halve until small, Taylor, then square back. */
function fxExp(z: bigint): bigint {
  let halvings = 0;
  let r = z;
  while (r > S / 1000n) {
    r /= 2n;
    halvings++;
  }
  let term = S;
  let sum = S;
  for (let k = 1n; term !== 0n; k++) {
    term = fxMul(term, r) / k;
    sum += term;
  }
  for (let i = 0; i < halvings; i++) sum = fxMul(sum, sum);
  return sum;
}

/**
 * Growth = wealth × ((1 + r/f)^(f·p) − 1): exactly where f·p is a small whole number, otherwise in
 * 70-digit fixed point with a relative error far below 10⁻⁴⁵, returned as a band of that width.
 */
export function growth(wealth: Q, rate: Q, frequency: number, period: Q): Exact {
  const base = add(q(1n), div(rate, q(frequency)));
  const exponent = mul(q(frequency), period);
  const whole = exponent.n / exponent.d;
  if (whole * exponent.d === exponent.n && whole <= 160n) {
    return point(mul(wealth, sub(powInt(base, Number(whole)), q(1n))));
  }
  const baseFx = (base.n * S) / base.d;
  const lnFx = fxLn(baseFx);
  const zFx = (lnFx * exponent.n) / exponent.d;
  const powered = fxExp(zFx);
  const factor = q(powered - S, S);
  const value = mul(wealth, factor);
  // The fixed-point error is below 10⁻⁵⁰ relative to the power; growth ≥ its smallest case keeps it tiny.
  const slack = mul(mul(wealth, div(q(powered), q(S))), q(1n, 10n ** 45n));
  return { lo: sub(value, slack), hi: add(value, slack) };
}
