import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { apiRequest, parseApiError, readApiError } from '@/lib/query-client';
import { AdminLoginFrame } from './admin-login-frame';

const loginSchema = z.object({ password: z.string().min(1, 'Password è richiesta') });
type LoginForm = z.infer<typeof loginSchema>;

export function AdminLoginCard({ onSigningIn, onSignedIn }: { onSigningIn?: () => void; onSignedIn: () => void }) {
  const form = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { password: '' } });
  const login = useMutation({
    mutationFn: (values: LoginForm) => apiRequest('POST', '/api/admin/login', values),
    onMutate: onSigningIn,
    onSuccess: () => {
      toast({ title: 'Benvenuto', description: 'Accesso amministratore riuscito' });
      onSignedIn();
    },
    onError: (error) => {
      form.resetField('password');
      const wrongPassword = parseApiError(error).status === 401;
      toast({
        variant: 'destructive',
        title: 'Errore',
        // 429 (too many attempts) and other refusals carry the server's Italian message.
        description: wrongPassword ? 'Password non corretta' : readApiError(error, 'Impossibile contattare il server'),
      });
    },
  });
  const error = form.formState.errors.password?.message;

  return (
    <AdminLoginFrame>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
          <div className="grid gap-2">
            <Label htmlFor="admin-password">Password</Label>
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
            Accedi
          </Button>
        </form>
      </CardContent>
    </AdminLoginFrame>
  );
}
