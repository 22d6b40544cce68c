import { api } from '@/lib/api-client';

/**
 * Ends the customer session ('Cambia' on the verified-phone banner), after this browser's push subscription for the
 * customer is dropped (design §12: the next person on it must not get this customer's ride news). The push code is
 * fetched only here and only when this browser has a service worker, so the page's first load does not carry it.
 */
export const signOutCustomer = async () => {
  const registered = 'serviceWorker' in navigator && (await navigator.serviceWorker.getRegistration('/')) !== undefined;
  if (registered) {
    await import('@/api/web-push')
      .then(({ disablePush }) => disablePush('customer'))
      .catch((error: unknown) => console.warn('Notifiche non disattivate', error));
  }
  await api.post('/api/customers/logout');
};
