import { VisuallyHidden } from 'radix-ui';
import { useRef } from 'react';
import { PhoneVerificationCard } from '@/components/phone-verification';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { CustomerSession } from '@shared/auth.schemas';
import { requestCustomerCode } from './api/request-customer-code';
import { verifyCustomerCode } from './api/verify-customer-code';
import { rememberedPhone } from './use-customer-session';
import { useT } from '@/i18n/i18n';

interface VerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerified: (session: CustomerSession) => void;
}

/** spec §2.1: opens on submit when no phone is verified; lazy-loaded with the card. */
export default function VerificationDialog({ open, onOpenChange, onVerified }: VerificationDialogProps) {
  const session = useRef<CustomerSession | null>(null);
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="border-0 bg-transparent p-0 shadow-none sm:p-0" showCloseButton={false}>
        <VisuallyHidden.Root>
          <DialogTitle>{t('verify.title')}</DialogTitle>
          <DialogDescription>{t('verify.smsHint')}</DialogDescription>
        </VisuallyHidden.Root>
        <PhoneVerificationCard
          initialPhone={rememberedPhone()}
          requestCode={requestCustomerCode}
          verifyCode={async (phone, code) => {
            session.current = await verifyCustomerCode(phone, code);
          }}
          onVerified={() => {
            if (session.current) onVerified(session.current);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
