export declare const CHROMIUM_PATH: string;
export declare function chromiumMissing(path?: string): string | null;
