import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Driver } from '@shared/drivers.schemas';
import { PhoneVerificationCard } from '@/components/phone-verification';
import { driverKeys, requestDriverCode, verifyDriverCode } from './driver-api';
import { DriverSignInIntro } from './driver-page-frame';

/** Drivers sign in with the number the office registered, through the shared SMS-code card (SPEC §2.2). */
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
          if (signedIn.current) queryClient.setQueryData(driverKeys.me, { driver: signedIn.current });
        }}
      />
    </div>
  );
}
