import type { SmsSender } from './sms-sender';

/** Wraps an adapter so that every send is counted by its outcome (the metrics), whichever adapter it is. */
export function countedSmsSender(sender: SmsSender, count: (result: 'sent' | 'failed') => void): SmsSender {
  return {
    async send(phoneNumber, text) {
      try {
        await sender.send(phoneNumber, text);
      } catch (err) {
        count('failed');
        throw err;
      }
      count('sent');
    },
  };
}
