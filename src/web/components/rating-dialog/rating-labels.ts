import { t } from '@/i18n/i18n';

/** spec §2.6 labels, by star value, in the active language (design §16). */
export const ratingLabel = (stars: number): string => (stars >= 1 && stars <= 5 ? t(`rating.${stars as 1 | 2 | 3 | 4 | 5}`) : '');
