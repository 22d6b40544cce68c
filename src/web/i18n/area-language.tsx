import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { areaLanguage } from '@shared/i18n/languages';
import { activateLanguage, activeLanguage, preferredLanguage } from './i18n';

/**
 * Keeps the language right when the app moves between areas without a reload (the header's 'Area Taxisti'): an
 * Italian-only area gets Italian, the customer's page the visitor's language again.
 */
export function AreaLanguage() {
  const [location] = useLocation();
  useEffect(() => {
    const wanted = areaLanguage(location, preferredLanguage());
    if (wanted !== activeLanguage()) void activateLanguage(wanted).catch(() => {});
  }, [location]);
  return null;
}
