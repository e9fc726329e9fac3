import type { PanelKind, PanelStance, PanelStatus } from '@persona/shared';
import { Badge, type BadgeTone } from '../../components/Badge';
import { PANELS_TEXTS } from './panels-texts';

const STATUS_TONES: Record<PanelStatus, BadgeTone> = { draft: 'gray', running: 'indigo', done: 'green', stopped: 'amber', failed: 'red', interrupted: 'amber' };
const STANCE_TONES: Record<PanelStance, BadgeTone> = { agree: 'green', partly: 'amber', disagree: 'red' };

export const KindBadge = ({ kind }: { kind: PanelKind }) => <Badge tone="indigo">{PANELS_TEXTS.kinds[kind]}</Badge>;

export const StatusBadge = ({ status }: { status: PanelStatus }) => <Badge tone={STATUS_TONES[status]}>{PANELS_TEXTS.statuses[status]}</Badge>;

/** Round 2: where the avatar stands on the others' answers. */
export const StanceBadge = ({ stance }: { stance: PanelStance }) => (
  <Badge tone={STANCE_TONES[stance]}>
    <span className="sr-only">{PANELS_TEXTS.stance}: </span>
    {PANELS_TEXTS.stances[stance]}
  </Badge>
);
