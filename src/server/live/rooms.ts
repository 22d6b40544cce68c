/** Room names of the live channel (DESIGN §5). */
export const rooms = {
  customer: (customerId: string) => `customer:${customerId}`,
  driver: (driverId: string) => `driver:${driverId}`,
  driversOnline: 'drivers-online',
  admins: 'admins',
} as const;
