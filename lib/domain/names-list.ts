/** 'Ana', 'Ana e Beto', 'Ana, Beto e Caio': names as a sentence reads them. */
export function namesList(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}` : (names[0] ?? '');
}
