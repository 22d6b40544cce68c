import { messages as driver } from 'virtual:i18n-catalogue/driver/it';
import { messages as office } from 'virtual:i18n-catalogue/office/it';
import { messages as web } from 'virtual:i18n-catalogue/web/it';
import { i18n } from '@/i18n/i18n';

/** Unit tests read the web's texts in Italian, as the product shows them by default (design §16), every area's. */
i18n.loadAndActivate({ locale: 'it', messages: { ...web, ...driver, ...office } });
