/** The claim button's countdown in d/h/m/s form (spec part 1 §4.5): "2d 3h 4m 5s", no empty leading units. */

export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const parts: Array<[number, string]> = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3_600), 'h'],
    [Math.floor((s % 3_600) / 60), 'm'],
    [s % 60, 's'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  const shown = first === -1 ? parts.slice(-1) : parts.slice(first);
  return shown.map(([value, unit]) => `${value}${unit}`).join(' ');
}
