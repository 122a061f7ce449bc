/** A window.matchMedia that answers min-width queries for a chosen viewport width (in px). */
export function mockViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const matches =
      (min ? width >= Number(min[1]) * 16 : true) && (max ? width <= Number(max[1]) * 16 : true);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
