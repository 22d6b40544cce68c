import { messages } from 'virtual:i18n-catalogue/it';
import { i18n } from '@/i18n/i18n';

/** Unit tests read the web's texts in Italian, as the product shows them by default (design §16). */
i18n.loadAndActivate({ locale: 'it', messages });
