export type SerializedRequest = {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
};
export type SerializedResponse = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
};
export type ToWorker =
  | {
      type: 'start';
      dumpUrl: string;
      origin: string;
    }
  | {
      type: 'request';
      id: number;
      request: SerializedRequest;
    };
export type DemoProgress =
  | {
      stage: 'downloading';
      loaded: number;
      total: number;
    }
  | {
      stage: 'opening';
    }
  | {
      stage: 'ready';
      firstStart: boolean;
    };
export type FromWorker =
  | {
      type: 'progress';
      progress: DemoProgress;
    }
  | {
      type: 'failed';
      message: string;
    }
  | {
      type: 'response';
      id: number;
      response: SerializedResponse;
    }
  | {
      type: 'response-failed';
      id: number;
      message: string;
    };
