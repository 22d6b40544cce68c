/**
 * Italian counts of seconds and minutes, for the server's refusals and the pages' countdowns alike: "1 secondo",
 * "30 secondi", "1 minuto". Digits, not words (date-fns's formatDuration says "un secondo"), so that a countdown
 * keeps its width. A plain space: these texts also travel in API error bodies, where a no-break space would surprise.
 */
const plural = new Intl.PluralRules('it-IT');

/** The one way a page says a count of anything: `countText(1, 'taxi libero', 'taxi liberi')` → "1 taxi libero". */
export const countText = (n: number, one: string, other: string): string => `${n} ${plural.select(n) === 'one' ? one : other}`;
const count = countText;

export const secondsText = (seconds: number): string => count(seconds, 'secondo', 'secondi');
export const minutesText = (minutes: number): string => count(minutes, 'minuto', 'minuti');
export const passengersText = (n: number): string => count(n, 'passeggero', 'passeggeri');
