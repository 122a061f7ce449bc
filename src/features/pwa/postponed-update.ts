/**
 * 'Later' on the update dialog (part 2 §4): the same waiting build is not offered again in
 * this tab, even across reloads; the next build is. Session storage, so a new visit asks again.
 */
const KEY = 'kadibet:update-later';

export function postponeUpdate(buildId: string): void {
  try {
    window.sessionStorage.setItem(KEY, buildId);
  } catch {
    // Without session storage the dialog simply comes back on the next load.
  }
}

export function isUpdatePostponed(buildId: string | null): boolean {
  if (buildId === null) return false;
  try {
    return window.sessionStorage.getItem(KEY) === buildId;
  } catch {
    return false;
  }
}
