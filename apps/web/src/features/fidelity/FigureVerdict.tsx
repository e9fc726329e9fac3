import { Badge, type BadgeTone } from '../../components/Badge';
import { verdictOf, type Verdict } from './fidelity-format';
import { FIDELITY_TEXTS } from './fidelity-texts';

const TONES: Record<Verdict, BadgeTone> = { pass: 'green', fail: 'red', notMeasured: 'gray' };

/** Pass, Fail or Not measured: said in words, the colour only repeats it. */
export const FigureVerdict = ({ passed }: { passed: boolean | null }) => {
  const verdict = verdictOf(passed);
  return <Badge tone={TONES[verdict]}>{FIDELITY_TEXTS.verdicts[verdict]}</Badge>;
};
