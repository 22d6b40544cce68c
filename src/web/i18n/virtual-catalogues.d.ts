declare module 'virtual:i18n-catalogue/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
