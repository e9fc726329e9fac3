import type { ChatCitation } from './schemas/chat';
import type { PanelKind, PanelStance, PanelStatus } from './panel-limits';
import type { AssetReaction, Panel, PanelAnswer, PanelSummary } from './schemas/panels';
import { capitalizeWords } from './validation';

/**
 * The words a panel is shown with, on screen and in its Markdown export (panelMarkdown below), so both say
 * the same thing.
 */
export const PANEL_LABELS = {
  kinds: { question: 'Question', asset: 'Asset' } satisfies Record<PanelKind, string>,
  statuses: { draft: 'Not run yet', running: 'Running', done: 'Done', stopped: 'Stopped', failed: 'Failed', interrupted: 'Interrupted' } satisfies Record<PanelStatus, string>,
  rounds: { 1: 'First answer', 2: 'After hearing the others' } as const,
  stances: { agree: 'Agrees', partly: 'Partly agrees', disagree: 'Disagrees' } satisfies Record<PanelStance, string>,
  members: 'Members',
  answers: 'Answers',
  answer: 'Answer',
  summary: 'Summary',
  agreements: 'Where they agree',
  disagreements: 'Where they disagree',
  tally: 'Tally',
  tallyColumns: ['Choice', 'Count', 'Who', 'Reasons'] as const,
  /** A yes-or-no question's tally is by stance: its first column says so. */
  stanceColumns: ['Stance', 'Count', 'Who', 'Reasons'] as const,
  assetColumns: ['Avatar', 'Clicks', 'Stops at', 'Objection', 'Winning change'] as const,
  noticesFirst: 'Notices first',
  wouldClick: 'Would click',
  clicksYes: (on: string) => (on ? `Yes, on ${on}` : 'Yes'),
  clicksNo: 'No',
  readsToTheEnd: 'Reads to the end',
  failed: (message: string) => `Could not answer: ${message}`,
  sources: 'Sources',
  assumption: 'an assumption, not in the research',
  none: 'None.',
} as const;

/** What the Clicks column says of a reaction. */
export const clicksText = ({ wouldClick, clicksOn }: Pick<AssetReaction, 'wouldClick' | 'clicksOn'>): string =>
  wouldClick ? PANEL_LABELS.clicksYes(clicksOn) : PANEL_LABELS.clicksNo;

/** The names of a panel's members by avatar id (an id the panel does not hold is shown as it is). */
export function memberNames(panel: Pick<Panel, 'members'>): (avatarId: string) => string {
  const names = new Map(panel.members.map((member) => [member.avatarId, capitalizeWords(member.name)]));
  return (avatarId) => names.get(avatarId) ?? avatarId;
}

/** A date as YYYY-MM-DD (UTC): the export reads the same wherever it is made. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Text inside one table cell: no line breaks, no column separators. */
const cell = (text: string) => text.replace(/\s*\r?\n\s*/g, ' ').replace(/\|/g, '\\|').trim();

const table = (columns: readonly string[], rows: readonly (readonly string[])[]) => [
  `| ${columns.join(' | ')} |`,
  `| ${columns.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

/** Every line quoted (a blank line stays inside the quote). */
const quote = (text: string) => text.split(/\r?\n/).map((line) => (line.trim() === '' ? '>' : `> ${line}`));

const reactionLines = (reaction: AssetReaction) => [
  `- **${PANEL_LABELS.noticesFirst}:** ${reaction.noticesFirst}`,
  `- **${PANEL_LABELS.wouldClick}:** ${clicksText(reaction)}`,
  `- **${PANEL_LABELS.assetColumns[2]}:** ${reaction.stopsAt ? `“${reaction.stopsAt}”` : PANEL_LABELS.readsToTheEnd}`,
  `- **${PANEL_LABELS.assetColumns[3]}:** ${reaction.objection}`,
  `- **${PANEL_LABELS.assetColumns[4]}:** ${reaction.winningChange}`,
];

/** A cited section as a link, marked when the answer rested on an assumption there. */
const sourceLink = (citation: ChatCitation) => `[${citation.title}](${citation.url})${citation.assumption ? ` (*${PANEL_LABELS.assumption}*)` : ''}`;

/** The quotes behind the cited claims, each a blockquote with its source and place. */
const evidenceLines = (citations: readonly ChatCitation[]) =>
  citations.flatMap((citation) =>
    (citation.evidence ?? []).flatMap((evidence) => [...quote(`“${evidence.quote.replace(/\s+/g, ' ').trim()}”`), `> — *${evidence.source}, ${evidence.location}* (${citation.title})`, '']),
  );

function answerLines(answer: PanelAnswer, kind: PanelKind): string[] {
  const heading = kind === 'question' ? PANEL_LABELS.rounds[answer.round] : PANEL_LABELS.answer;
  const stance = answer.stance ? ` (${PANEL_LABELS.stances[answer.stance]})` : '';
  const lines = [`#### ${heading}${stance}`, ''];
  if (answer.status === 'failed') return [...lines, `*${PANEL_LABELS.failed(answer.error?.message ?? '')}*`, ''];
  if (answer.text.trim()) lines.push(answer.text.trim(), '');
  if (answer.reaction) lines.push(...reactionLines(answer.reaction), '');
  if (answer.citations.length > 0) {
    lines.push(`${PANEL_LABELS.sources}: ${answer.citations.map(sourceLink).join(', ')}`, '', ...evidenceLines(answer.citations));
  }
  return lines;
}

function summaryLines(summary: PanelSummary, name: (avatarId: string) => string): string[] {
  const names = (ids: readonly string[]) => ids.map(name).join(', ');
  if (summary.kind === 'asset') {
    const rows = summary.rows.map((row) => [name(row.avatarId), row.clicks, row.stopsAt ? `“${row.stopsAt}”` : '', row.objection, row.winningChange]);
    return [...table(PANEL_LABELS.assetColumns, rows), ''];
  }
  const lines = [`### ${PANEL_LABELS.agreements}`, ''];
  lines.push(...(summary.agreements.length > 0 ? summary.agreements.map((point) => `- ${point}`) : [PANEL_LABELS.none]), '');
  lines.push(`### ${PANEL_LABELS.disagreements}`, '');
  lines.push(
    ...(summary.disagreements.length > 0
      ? summary.disagreements.map(({ point, avatarIds }) => {
          // A point names who it is about ("Ben Brook disagreed: …"); one saved before that does not.
          const unnamed = avatarIds.filter((id) => !point.includes(name(id)));
          return `- ${point}${unnamed.length > 0 ? ` (${names(unnamed)})` : ''}`;
        })
      : [PANEL_LABELS.none]),
    '',
  );
  if (summary.tally && summary.tally.length > 0) {
    const rows = summary.tally.map(({ choice, avatarIds, reasons }) => [
      choice,
      String(avatarIds.length),
      names(avatarIds),
      reasons.map(({ avatarId, reason }) => `${name(avatarId)}: ${reason}`).join('; '),
    ]);
    const columns = summary.tallyBy === 'stance' ? PANEL_LABELS.stanceColumns : PANEL_LABELS.tallyColumns;
    lines.push(`### ${PANEL_LABELS.tally}`, '', ...table(columns, rows), '');
  }
  return lines;
}

/**
 * A panel as a Markdown document: title, kind, status and date; the question (or the asset, quoted); the
 * members; every answer by avatar and round with its stance, reaction and sources (with the quotes behind
 * them, and which rested on an assumption); and the summary.
 */
export function panelMarkdown(panel: Panel): string {
  const name = memberNames(panel);
  const lines = [`# ${panel.title}`, ''];
  lines.push(`*${PANEL_LABELS.kinds[panel.kind]} panel · ${PANEL_LABELS.statuses[panel.status]} · ${isoDay(panel.createdAt)}*`, '');
  const promptHeading = panel.kind === 'asset' && panel.assetName ? `${PANEL_LABELS.kinds.asset} (${panel.assetName})` : PANEL_LABELS.kinds[panel.kind];
  lines.push(`## ${promptHeading}`, '', ...quote(panel.prompt.trim()), '');
  lines.push(`## ${PANEL_LABELS.members}`, '');
  lines.push(...panel.members.map((member) => `- **${capitalizeWords(member.name)}**${member.occupation ? `, ${member.occupation}` : ''}`), '');

  if (panel.answers.length > 0) {
    lines.push(`## ${PANEL_LABELS.answers}`, '');
    for (const member of panel.members) {
      const answers = panel.answers.filter((answer) => answer.avatarId === member.avatarId).sort((a, b) => a.round - b.round);
      if (answers.length === 0) continue;
      lines.push(`### ${name(member.avatarId)}`, '');
      for (const answer of answers) lines.push(...answerLines(answer, panel.kind));
    }
  }
  if (panel.summary) lines.push(`## ${PANEL_LABELS.summary}`, '', ...summaryLines(panel.summary, name));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
