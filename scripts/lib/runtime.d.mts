/** Types for runtime.mjs (plain Node, read by the architecture tests). */
export declare const PROJECT_NODE: string;
export declare function nodeLineState(version: string, today?: Date): 'supported' | 'ended' | 'untested';
export declare function nodeLineWarning(version?: string, today?: Date): string | null;
export declare function projectNodeEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function onSupportedNode(): Promise<void>;
export declare function supportedNodeExports(): string;
