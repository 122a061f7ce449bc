/** The favorites list after one toggle: added at the end, or removed; never duplicated. */
export function toggledFavorites(
  identifiers: readonly string[],
  identifier: string,
  isFavorite: boolean,
): string[] {
  const rest = identifiers.filter((id) => id !== identifier);
  return isFavorite ? [...rest, identifier] : rest;
}
