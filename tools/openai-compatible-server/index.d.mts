export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  response_format?: {
    type: string;
    json_schema?: { name: string; schema: unknown; strict?: boolean };
  };
  [key: string]: unknown;
}

/** What the server answers to one request. */
export type Reply =
  | {
      content: string;
      finishReason?: 'stop' | 'length';
      /** Counted from the text (4 characters a token) when not given. */
      completionTokens?: number;
    }
  | { refusal: string }
  | { status: number; error: string }
  /** Never answers (until the server closes). */
  | { hang: true }
  /** Sends the headers and the start of the body, then nothing more. */
  | { stallBody: true };

export type Responder = (request: ChatRequest) => Reply | Promise<Reply>;

export interface Pace {
  /** Delay before the first token. */
  firstTokenMs: number;
  /** Tokens per second after the first. */
  tokensPerSecond: number;
}

export interface OpenAiCompatibleServer {
  /** Base URL for the SDK, ending in /v1. */
  url: string;
  /** Every request received, in order. */
  requests: ChatRequest[];
  respond: Responder;
  pace: Pace | null;
  close(): Promise<void>;
}

export function startOpenAiCompatibleServer(options: {
  respond: Responder;
  pace?: Pace | null;
}): Promise<OpenAiCompatibleServer>;

export function estimateTokens(text: string): number;
