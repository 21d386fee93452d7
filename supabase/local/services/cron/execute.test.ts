import { describe, expect, it } from 'vitest';
import { libpqErrorText } from './execute.ts';

describe("a failed run's return_message, as libpq words the error", () => {
  it('is the severity and message, then LINE with a caret under the position, DETAIL, HINT and CONTEXT', () => {
    expect(libpqErrorText({ severity: 'ERROR', message: 'division by zero' }, 'select 1/0')).toBe(
      'ERROR:  division by zero\n',
    );
    expect(
      libpqErrorText(
        { severity: 'ERROR', message: 'column "nope" does not exist', position: '18' },
        'select 1;\nselect nope',
      ),
    ).toBe('ERROR:  column "nope" does not exist\nLINE 2: select nope\n               ^\n');
    expect(
      libpqErrorText(
        {
          severity: 'ERROR',
          message: 'm',
          detail: 'd',
          hint: 'h',
          where: 'PL/pgSQL function f() line 3 at RAISE',
        },
        'select f()',
      ),
    ).toBe('ERROR:  m\nDETAIL:  d\nHINT:  h\nCONTEXT:  PL/pgSQL function f() line 3 at RAISE\n');
  });
});
