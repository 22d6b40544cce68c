/** Sends one text message; resolves once the gateway has accepted it. */
export interface SmsSender {
  send(phoneNumber: string, text: string): Promise<void>;
}

/** The gateway refused or could not be reached; the caller decides whether the user may retry. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
