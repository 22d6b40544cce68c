import { api } from '@/lib/api-client';

/** Ends the customer session ('Cambia' on the verified-phone banner). */
export const signOutCustomer = () => api.post('/api/customers/logout');
