import type { CreditTransaction } from '@persona/shared';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { formatLongDate } from '../../lib/dates';
import { balancePoints, stepPoints, type BalancePoint } from './balance-points';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { useNow } from '../../lib/use-now';

const WIDTH = 600;
const HEIGHT = 96;
const PAD = 4;

const x = (p: BalancePoint) => p.at;
const y = (p: BalancePoint) => p.balance;

/** The credit balance over time as a step area (visx), read from the ledger; its label says the same in words. */
export function BalanceChart({ ledger }: { ledger: readonly CreditTransaction[] }) {
  const now = useNow();
  const points = balancePoints(ledger, now);
  if (points.length < 3) return null;
  const steps = stepPoints(points);
  const xScale = scaleLinear({ domain: [points[0]!.at, points.at(-1)!.at], range: [PAD, WIDTH - PAD] });
  const yScale = scaleLinear({ domain: [0, Math.max(1, ...points.map(y))], range: [HEIGHT - PAD, PAD], nice: true });
  const label = MEMBERSHIP_TEXTS.balanceChart(formatLongDate(points[0]!.at), points[0]!.balance, points.at(-1)!.balance, Math.max(...points.map(y)));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-24 w-full text-indigo-500 dark:text-indigo-400">
      <AreaClosed data={steps} x={(p) => xScale(x(p))} y={(p) => yScale(y(p))} yScale={yScale} className="fill-current opacity-15" />
      <LinePath data={steps} x={(p) => xScale(x(p))} y={(p) => yScale(y(p))} className="stroke-current" strokeWidth={2} fill="none" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
