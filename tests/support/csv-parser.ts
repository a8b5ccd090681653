/**
 * A strict RFC 4180 reader, for the tests alone: records ended by CRLF (the last one too), fields
 * split on commas, a quoted field taking commas, CR, LF and doubled quotes as text. Throws on
 * anything else (a quote inside an unquoted field, text after a closing quote, a bare LF), so that
 * a writer's mistake fails the test rather than reading back as something else.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string) => {
    throw new Error(`${why} at ${i}: ${JSON.stringify(text.slice(Math.max(0, i - 10), i + 10))}`);
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) fail('unterminated quote');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('quote in an unquoted field');
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') {
      records.push(record);
      record = [];
      i += 2;
      continue;
    }
    fail('expected a comma or CRLF');
  }
  if (record.length > 0) fail('last record without CRLF');
  return records;
}
