// Small statistics and a plain-text table for the bench's output.

export function median(values) {
  const list = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (list.length === 0) return null;
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle] : (list[middle - 1] + list[middle]) / 2;
}

/** Nearest-rank percentile (p in 0..100); with 20 samples p99 is the slowest one. */
export function percentile(values, p) {
  const list = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (list.length === 0) return null;
  return list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))];
}

const formats = [0, 1, 2].map((digits) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }));

/** A number for the table with `digits` decimals (pt-BR: 1.234,5); "n/d" when unknown. */
export function fmt(value, digits = 1) {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/d';
  return formats[digits].format(value);
}

/** Long paths (a post's slug) shortened in the middle so tables stay readable. */
export function short(text, max = 44) {
  return text.length <= max ? text : `${text.slice(0, max - 13)}…${text.slice(-12)}`;
}

/** Prints rows (objects with the same keys) as an aligned table; numbers-looking cells go right. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  if (rows.length === 0) {
    console.log('  (nada medido)');
    return;
  }
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((row) => row[index].length)));
  const numeric = columns.map((_, index) => cells.every((row) => /^[\d.,\s%×n/d≥≤!—-]*$/.test(row[index])));
  const line = (values) => values.map((value, index) => (numeric[index] ? value.padStart(widths[index]) : value.padEnd(widths[index]))).join('  ');
  console.log(line(columns));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}
