import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';

/** What a chat completion said, whether it came whole or streamed. */
export interface ChatReply {
  content: string;
  refusal: string | null;
  finishReason: string | null;
  usage: { prompt_tokens: number; completion_tokens: number };
}

const NO_USAGE = { prompt_tokens: 0, completion_tokens: 0 };

/**
 * One chat completion. With `onText` it is streamed, and `onText` hears the text so far after
 * each piece; the usage then comes in the stream's last chunk (stream_options.include_usage).
 */
export async function completeChat(
  client: OpenAI,
  params: ChatCompletionCreateParamsNonStreaming,
  signal: AbortSignal,
  onText?: (textSoFar: string) => void,
): Promise<ChatReply> {
  if (!onText) {
    const completion = await client.chat.completions.create(params, { signal });
    const choice = completion.choices[0];
    return {
      content: choice?.message.content ?? '',
      refusal: choice?.message.refusal ?? null,
      finishReason: choice?.finish_reason ?? null,
      usage: completion.usage ?? NO_USAGE,
    };
  }

  const stream = await client.chat.completions.create(
    { ...params, stream: true, stream_options: { include_usage: true } },
    { signal },
  );
  const reply: ChatReply = { content: '', refusal: null, finishReason: null, usage: NO_USAGE };
  for await (const chunk of stream) {
    if (chunk.usage) reply.usage = chunk.usage;
    const choice = chunk.choices[0];
    if (!choice) continue;
    if (choice.delta.refusal) reply.refusal = (reply.refusal ?? '') + choice.delta.refusal;
    if (choice.finish_reason) reply.finishReason = choice.finish_reason;
    if (choice.delta.content) {
      reply.content += choice.delta.content;
      onText(reply.content);
    }
  }
  // The SDK ends the iteration quietly when the signal aborts mid-stream: not an answer.
  signal.throwIfAborted();
  return reply;
}
