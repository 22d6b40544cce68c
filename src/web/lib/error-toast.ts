import { toast } from '@/lib/toast';
import { errorMessage } from './api-client';

/**
 * The one way the app tells a user that something went wrong (spec §8): a destructive toast. Given the failed
 * call's error, our API's own Italian message replaces `description` when there is one.
 */
export function showErrorToast(title: string, description?: string, error?: unknown) {
  return toast({
    variant: 'destructive',
    title,
    description: error === undefined ? description : errorMessage(error, description ?? ''),
  });
}
