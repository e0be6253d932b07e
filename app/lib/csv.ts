/** Spreadsheet-safe CSV: quoted fields, and a leading =, +, - or @ neutralised (formula injection). */
export function toCsv(rows: string[][]) {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
