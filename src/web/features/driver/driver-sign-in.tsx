import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Driver } from '@shared/drivers.schemas';
import { PhoneVerificationCard } from '@/components/phone-verification';
import { driverSessionQueryOptions } from './api/get-driver-session';
import { requestDriverCode } from './api/request-driver-code';
import { verifyDriverCode } from './api/verify-driver-code';
import { DriverSignInIntro } from './driver-page-frame';

/** Drivers sign in with the number the office registered, through the shared SMS-code card (spec §2.2). */
export function DriverSignIn() {
  const queryClient = useQueryClient();
  const signedIn = useRef<Driver | null>(null);

  return (
    <div className="flex flex-col gap-3">
      <DriverSignInIntro />
      <PhoneVerificationCard
        className="w-full max-w-md"
        requestCode={requestDriverCode}
        verifyCode={async (phoneNumber, code) => {
          signedIn.current = await verifyDriverCode(phoneNumber, code);
        }}
        onVerified={() => {
          if (signedIn.current) queryClient.setQueryData(driverSessionQueryOptions().queryKey, { driver: signedIn.current });
        }}
      />
    </div>
  );
}
