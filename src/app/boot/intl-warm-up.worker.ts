/**
 * Builds one of each formatter the app uses (./warm-intl.ts says why) in the page's language,
 * its worker's name, then ends. Nothing is posted back: what it leaves behind is ICU's data,
 * which the renderer's threads share.
 */

const locale = self.name || 'en';
try {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1.5);
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(0.5);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(0);
  new Intl.PluralRules(locale).select(1);
} catch {
  // A language the browser's ICU does not know: the page's formatters fall back on their own.
} finally {
  self.close();
}

// A module, not a script of globals, for TypeScript (the build still ships a classic worker).
export {};
