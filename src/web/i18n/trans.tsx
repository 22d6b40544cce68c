import { Trans as LinguiTrans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageId, MessageValues } from './i18n';

/**
 * A message with elements inside it (`Ti aspetta in <0>{address}</0>.`): Lingui's `Trans`, its id checked against
 * the catalogues like `t`'s.
 */
export function Trans({ id, values, components }: { id: MessageId; values?: MessageValues; components?: Record<string, ReactElement> }) {
  return <LinguiTrans id={id} values={values} components={components} />;
}
