import type { FidelityReport } from '@persona/shared';
import { HINT_CLASS } from '../../components/field-styles';
import { formatLongDateTime } from '../../lib/dates';
import { driverName, reportDate } from './fidelity-format';
import { FIDELITY_TEXTS } from './fidelity-texts';

/** When a report was made and by whom: "Measured Mon, January 5, 2026 at 2:05 PM with the offline persona". */
export function ReportByline({ report }: { report: FidelityReport }) {
  const date = reportDate(report);
  return (
    <p className={HINT_CLASS}>
      {report.finishedAt ? FIDELITY_TEXTS.measured : FIDELITY_TEXTS.started} <time dateTime={date}>{formatLongDateTime(date)}</time> {FIDELITY_TEXTS.byDriver(driverName(report))}
    </p>
  );
}
