export type StaticServerOptions = {
    gzip?: boolean;
    prefix?: string;
    fallback?: 'index.html' | '404.html';
};
export type StaticServer = {
    url: string;
    origin: string;
    apiRequests: string[];
    bytesSent: () => number;
    sent: {
        path: string;
        bytes: number;
        startMs: number;
        endMs: number;
    }[];
    close: () => Promise<void>;
};
export declare function startStaticServer(root: string, { gzip, prefix, fallback }?: StaticServerOptions): Promise<StaticServer>;
