import { parse } from 'csv-parse/sync';

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most (survey tools export commas, spreadsheets in many locales semicolons or tabs). */
function delimiterOf(source: string): string {
  const header = source.slice(0, source.search(/\n|$/));
  const counts = DELIMITERS.map((d) => header.split(d).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

/**
 * A CSV as text: one line per data row, each value named by its column ("Role: buyer; Comment: too slow"), empty
 * values left out, line breaks inside a value read as spaces. The first row is the header (a blank name becomes
 * "Column N"); a file with a header and no rows has no text. Rows of differing lengths and stray quotes are
 * read as they come rather than refused: exports are often loose.
 */
export function csvToText(source: string): string {
  // One line ending throughout: csv-parse takes the first one it meets as the only one.
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records = parse(text, {
    delimiter: delimiterOf(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
  }) as string[][];
  const [header = [], ...rows] = records;
  const name = (i: number) => header[i]?.replace(/\s+/g, ' ') || `Column ${i + 1}`;
  return rows
    .map((row) =>
      row
        .map((value, i) => (value === '' ? '' : `${name(i)}: ${value.replace(/\s+/g, ' ')}`))
        .filter((pair) => pair !== '')
        .join('; '),
    )
    .join('\n');
}
