/** A console result as aligned text, the way psql prints it: a header, a rule, the rows, a footer. */
export function formatResultText(result: {
  command: string;
  rowCount: number;
  fields: { name: string }[];
  rows: (string | null)[][];
  truncated: boolean;
}): string {
  if (result.fields.length === 0) return `${result.command}${result.rowCount > 0 ? ` ${result.rowCount}` : ''}`;
  const cell = (value: string | null) => (value === null ? '' : value.replace(/\r?\n/g, '↵'));
  const widths = result.fields.map((field, i) => Math.max(field.name.length, ...result.rows.map((row) => cell(row[i] ?? null).length)));
  const line = (values: string[]) => values.map((value, i) => ` ${value.padEnd(widths[i] ?? 0)} `).join('|').trimEnd();
  const header = line(result.fields.map((field) => field.name));
  const rule = widths.map((width) => '-'.repeat(width + 2)).join('+');
  const body = result.rows.map((row) => line(result.fields.map((_, i) => cell(row[i] ?? null))));
  const count = `(${result.rowCount} ${result.rowCount === 1 ? 'row' : 'rows'})`;
  const footer = result.truncated ? `${count} — stopped at the row cap; more rows were there` : count;
  return [header, rule, ...body, footer].join('\n');
}
