import { loadOnce } from '../../../lib/load-once';
import { contentTerms } from '../retrieval';

/** ml-matrix loads with the first fidelity report that measures a panel. */
const mlMatrix = loadOnce(() => import('ml-matrix'));

/** A text's content-term counts. */
function termVector(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of text.split(/[\n\r\p{Z}\p{P}]+/u).flatMap((w) => contentTerms(w))) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [t, n] of a) dot += n * (b.get(t) ?? 0);
  const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, n) => s + n * n, 0));
  const d = norm(a) * norm(b);
  return d === 0 ? 0 : dot / d;
}

/**
 * The Vendi score of texts (Friedman & Dieng 2023): exp of the Shannon entropy of the eigenvalues of K/n, K the
 * cosine similarity of their content-term vectors (an empty text counts as similar only to itself). An
 * effective count: 1 when all say the same, n when no two share a term.
 */
export async function vendiScore(texts: readonly string[]): Promise<number> {
  const n = texts.length;
  if (n === 0) return 0;
  const { EigenvalueDecomposition, Matrix } = await mlMatrix();
  const vectors = texts.map(termVector);
  const k = new Matrix(n, n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) k.set(i, j, i === j ? 1 : cosine(vectors[i]!, vectors[j]!));
  const eigen = new EigenvalueDecomposition(k.div(n), { assumeSymmetric: true });
  const entropy = eigen.realEigenvalues.filter((l) => l > 1e-12).reduce((h, l) => h - l * Math.log(l), 0);
  return Math.exp(entropy);
}
