import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { AreaLanguage } from '@/i18n/area-language';
import { i18n } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './app-router';
import { Layout } from './layout';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AreaLanguage />
        <Layout>
          <AppRouter />
        </Layout>
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
