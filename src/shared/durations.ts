/**
 * Italian counts of seconds and minutes, for the server's refusals and the pages' countdowns alike: "1 secondo",
 * "30 secondi", "1 minuto". Digits, not words (date-fns's formatDuration says "un secondo"), so that a countdown
 * keeps its width. A plain space: these texts also travel in API error bodies, where a no-break space would surprise.
 */
const plural = new Intl.PluralRules('it-IT');

const count = (n: number, one: string, other: string) => `${n} ${plural.select(n) === 'one' ? one : other}`;

export const secondsText = (seconds: number): string => count(seconds, 'secondo', 'secondi');
export const minutesText = (minutes: number): string => count(minutes, 'minuto', 'minuti');
