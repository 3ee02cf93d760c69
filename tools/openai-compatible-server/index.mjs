import { createServer } from 'node:http';

/** About four characters a token, as OpenAI's rule of thumb has it. */
export function estimateTokens(text) {
  return Math.max(1, Math.ceil(text.length / 4));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Paced chunks go out this often, each with the tokens due by then. */
const STREAM_TICK_MS = 50;

/** The answer as server-sent chunks, a token (4 characters) at a time, paced like a model. */
async function streamReply(response, { id, model, content, refusal, finishReason, usage, pace }) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const created = Math.floor(Date.now() / 1000);
  const send = (choices, extra = {}) =>
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`,
    );
  const delta = (part, finish = null) => [{ index: 0, delta: part, finish_reason: finish }];

  if (pace) await sleep(pace.firstTokenMs);
  send(delta({ role: 'assistant', content: '' }));
  const tokens = content.match(/[\s\S]{1,4}/g) ?? [];
  const perTick = pace
    ? Math.max(1, Math.round((pace.tokensPerSecond * STREAM_TICK_MS) / 1000))
    : tokens.length;
  for (let index = 0; index < tokens.length; index += perTick) {
    if (pace && index > 0) await sleep(STREAM_TICK_MS);
    if (response.destroyed) return;
    send(delta({ content: tokens.slice(index, index + perTick).join('') }));
  }
  if (refusal) send(delta({ refusal }));
  send(delta({}, finishReason));
  if (usage) send([], { usage });
  response.end('data: [DONE]\n\n');
}

/**
 * A real HTTP server speaking `POST /v1/chat/completions` (whole or streamed), so the official SDK
 * can be tested end to end. Its answers come from `respond`, which tests swap at will; `pace`
 * makes it take as long as a model emitting tokens at that speed would.
 */
export async function startOpenAiCompatibleServer({ respond, pace = null }) {
  const sockets = new Set();
  const state = { requests: [], respond, pace };
  let sequence = 0;

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    let body = '';
    for await (const chunk of request) body += chunk;
    const chat = JSON.parse(body);
    state.requests.push(chat);
    const reply = await state.respond(chat);
    if (reply.hang) return; // the socket stays open until the client gives up or we close
    if (reply.stallBody) {
      // Headers and the start of a body, then nothing: a model that stops mid-answer.
      if (chat.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-stalled', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant', content: '{"goalName":' }, finish_reason: null }] })}\n\n`,
        );
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":"chatcmpl-stalled","object":"chat.completion","choices":[');
      }
      return;
    }

    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: reply.error, type: 'server_error' } }));
      return;
    }
    const content = 'content' in reply ? reply.content : null;
    const completionTokens =
      ('completionTokens' in reply && reply.completionTokens) ||
      estimateTokens(content ?? reply.refusal ?? '');
    const promptTokens = estimateTokens(chat.messages.map((message) => message.content).join('\n'));
    sequence += 1;
    if (chat.stream) {
      await streamReply(response, {
        id: `chatcmpl-local-${sequence}`,
        model: chat.model,
        content: content ?? '',
        refusal: 'refusal' in reply ? reply.refusal : null,
        finishReason: ('finishReason' in reply && reply.finishReason) || 'stop',
        usage: chat.stream_options?.include_usage
          ? {
              prompt_tokens: promptTokens,
              completion_tokens: completionTokens,
              total_tokens: promptTokens + completionTokens,
            }
          : null,
        pace: state.pace,
      });
      return;
    }
    if (state.pace) {
      const ms = state.pace.firstTokenMs + (completionTokens / state.pace.tokensPerSecond) * 1000;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-local-${sequence}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: chat.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content,
              refusal: 'refusal' in reply ? reply.refusal : null,
            },
            finish_reason: ('finishReason' in reply && reply.finishReason) || 'stop',
          },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      }),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get respond() {
      return state.respond;
    },
    set respond(next) {
      state.respond = next;
    },
    get pace() {
      return state.pace;
    },
    set pace(next) {
      state.pace = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
