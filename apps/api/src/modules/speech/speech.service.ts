import type { SpeechStatus } from '@rehearse/contracts/transcriptions';
import type { AppServices } from '../../platform/services';

export function speechStatus({ transcriber }: Pick<AppServices, 'transcriber'>): SpeechStatus {
  const { status } = transcriber;
  return status.available
    ? { available: true, engine: status.engine, missing: [], installCommand: null }
    : {
        available: false,
        engine: status.engine,
        missing: status.missing,
        installCommand: status.installCommand || null,
      };
}
