import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/error-toast';
import { type MessageId, t as tr, useT } from '@/i18n/i18n';
import { AdminLoginFrame } from './admin-login-frame';
import { type AdminLoginInput, useAdminLogin } from './api/login-admin';

// The shared `adminLoginBodySchema` lives beside the phone rules, which would pull libphonenumber into this page's first load.
const loginSchema = z.object({ password: z.string().min(1, 'office.login.passwordRequired' satisfies MessageId) }) satisfies z.ZodType<AdminLoginInput>;

export function AdminLoginCard({ onSigningIn, onSignedIn }: { onSigningIn?: () => void; onSignedIn: () => void }) {
  const t = useT();
  const form = useForm<AdminLoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { password: '' } });
  const login = useAdminLogin({
    onMutate: onSigningIn,
    onSuccess: () => {
      toast({ title: tr('office.login.welcome'), description: tr('office.login.signedIn') });
      onSignedIn();
    },
    onError: (error) => {
      form.resetField('password');
      // 429 (too many attempts) and other refusals carry the server's Italian message.
      if (error instanceof ApiError && error.code === 'wrong_password') showErrorToast(tr('common.error'), tr('office.login.wrongPassword'));
      else showErrorToast(tr('common.error'), tr('office.login.noServer'), error);
    },
  });
  // The schema's message is the catalogue's id, said in the language shown now.
  const errorId = form.formState.errors.password?.message;
  const error = errorId ? t(errorId as MessageId) : undefined;

  return (
    <AdminLoginFrame>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
          <div className="grid gap-2">
            <Label htmlFor="admin-password">{t('office.login.password')}</Label>
            <Input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-password-error' : undefined}
              {...form.register('password')}
            />
            {error && (
              <p id="admin-password-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={login.isPending}>
            {t('office.login.submit')}
          </Button>
        </form>
      </CardContent>
    </AdminLoginFrame>
  );
}
