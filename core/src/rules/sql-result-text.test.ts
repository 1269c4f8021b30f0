import { describe, expect, it } from 'vitest';
import { formatResultText } from './sql-result-text.ts';

describe('console result as text', () => {
  it('aligns columns under their names, shows NULL as empty and counts the rows', () => {
    const text = formatResultText({
      command: 'SELECT',
      rowCount: 2,
      fields: [{ name: 'id' }, { name: 'username' }],
      rows: [
        ['1', 'ann'],
        ['22', null],
      ],
      truncated: false,
    });
    expect(text).toBe([' id | username', '----+----------', ' 1  | ann', ' 22 |', '(2 rows)'].join('\n'));
  });

  it('names the command of a statement without columns, with its row count', () => {
    expect(formatResultText({ command: 'UPDATE', rowCount: 3, fields: [], rows: [], truncated: false })).toBe('UPDATE 3');
    expect(formatResultText({ command: 'CREATE', rowCount: 0, fields: [], rows: [], truncated: false })).toBe('CREATE');
  });

  it('says when the row cap stopped the result', () => {
    const text = formatResultText({ command: 'SELECT', rowCount: 1, fields: [{ name: 'n' }], rows: [['1']], truncated: true });
    expect(text.split('\n').at(-1)).toBe('(1 row) — stopped at the row cap; more rows were there');
  });
});
