import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { planRecognition } from './recognition-plan';
import {
  checkOnDevice,
  installOnDevice,
  recognitionConstructor,
  type OnDeviceStatus,
} from './recognition-support';
import { useRecognitionPref } from './use-recognition-pref';

// While the browser downloads its model, it is asked again this often.
const DOWNLOAD_RECHECK_MS = 3000;

// The "Live transcript" preference with what the browser offers for it, and the plan that
// follows: listen on this device, listen with the browser's service, or not (and why).
export function useRecognitionAvailability() {
  const [pref, setPref] = useRecognitionPref();
  const [api] = useState(() => recognitionConstructor());
  const [onDevice, setOnDevice] = useState<OnDeviceStatus | 'checking'>('checking');
  const [installing, setInstalling] = useState(false);
  const [installFailed, setInstallFailed] = useState(false);
  const [checks, checkAgain] = useReducer((n: number) => n + 1, 0);
  const wantsOnDevice = pref === 'on-device' && api !== undefined;

  // available() only reports; it never starts a download.
  useEffect(() => {
    if (!wantsOnDevice) return;
    let current = true;
    void checkOnDevice(api).then((status) => {
      if (current) setOnDevice(status);
    });
    return () => {
      current = false;
    };
  }, [wantsOnDevice, api, checks]);

  useEffect(() => {
    if (!wantsOnDevice || onDevice !== 'downloading') return;
    const timer = window.setTimeout(checkAgain, DOWNLOAD_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [wantsOnDevice, onDevice, checks]);

  // Only from the candidate's click on "Install on-device speech".
  const install = useCallback(async () => {
    if (!api) return;
    setInstalling(true);
    setInstallFailed(false);
    const installed = await installOnDevice(api);
    setInstalling(false);
    setInstallFailed(!installed);
    checkAgain();
  }, [api]);

  const plan = useMemo(
    () => planRecognition(pref, { api: api !== undefined, onDevice }),
    [pref, api, onDevice],
  );

  return { pref, setPref, plan, install, installing, installFailed };
}

export type RecognitionAvailability = ReturnType<typeof useRecognitionAvailability>;
