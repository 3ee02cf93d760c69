import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AiSettings, UpdateAiSettingsRequest } from '@goalcoach/contracts';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '@goalcoach/openai-compatible-server';
import { DEFAULT_PROMPTS } from '../src/goals/plan/providers/plan-prompts.js';
import { ApiClient } from './support/api-client.js';
import { createGoal, waitForGoal } from './support/goals-client.js';
import { aiCallsOf } from './support/plan-checks.js';
import { answersFor, goodPlanResponder, requestsFor } from './support/plan-responder.js';
import { type TestApp, startTestApp } from './support/test-app.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const PASSWORD = 'tr0mb0ne-sky';
const INVITE = 'AI-SETTINGS-TEST';
const REQUIRED = {
  system: [],
  outline: ['{{answers}}'],
  tasks: [
    '{{answers}}',
    '{{milestone}}',
    '{{checkpoint}}',
    '{{count}}',
    '{{firstDay}}',
    '{{lastDay}}',
  ],
  refine: ['{{answers}}', '{{milestone}}', '{{feedback}}', '{{weeks}}'],
};
const SYSTEM = 'You are a terse coach who plans in small steps. Answer with JSON only.';
const TASKS_LINE = 'Keep every task under 30 minutes.';

describe('AI prompts and configuration', () => {
  let server: OpenAiCompatibleServer;
  let db: TestDatabase;
  let app: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let adminId: string;

  const settings = async (client: ApiClient) => {
    const response = await client.get('/api/ai-settings');
    expect(response.status).toBe(200);
    return (await response.json()) as AiSettings;
  };
  const save = (client: ApiClient, request: unknown) =>
    client.send('PUT', '/api/ai-settings', request);
  const reset = (client: ApiClient) => client.send('DELETE', '/api/ai-settings');
  const custom = (): UpdateAiSettingsRequest => ({
    prompts: {
      ...DEFAULT_PROMPTS,
      system: SYSTEM,
      tasks: `${DEFAULT_PROMPTS.tasks}\n- ${TASKS_LINE}`,
    },
    model: 'gpt-4o-mini',
    temperature: 0.2,
  });
  const messageOf = async (response: Response) =>
    ((await response.json()) as { message: string }).message;

  /** A goal planned through the scripted model; the requests the model received for it. */
  const planned = async (tag: string) => {
    const answers = answersFor(tag);
    server.respond = goodPlanResponder(answers);
    const goal = await waitForGoal(member, (await createGoal(member, answers)).id);
    expect(goal.planStatus).toBe('ready');
    return { goal, requests: requestsFor(server.requests, answers) };
  };

  beforeAll(async () => {
    server = await startOpenAiCompatibleServer({
      respond: () => ({ status: 500, error: 'No responder scripted for this test' }),
    });
    db = await createTestDatabase();
    app = await startTestApp({
      DATABASE_URL: db.url,
      INVITE_CODE: INVITE,
      OPENAI_API_KEY: 'sk-local-test',
      OPENAI_BASE_URL: server.url,
      PLAN_DAILY_LIMIT: '100',
    });
    // No ADMIN_EMAIL: the first account is the admin.
    admin = new ApiClient(app);
    const boss = await admin.signUp({
      name: 'Ada Admin',
      email: 'ada@example.com',
      password: PASSWORD,
      inviteCode: INVITE,
    });
    expect(boss.isAdmin).toBe(true);
    adminId = boss.id;
    member = new ApiClient(app);
    await member.signUp({
      name: 'Max Member',
      email: 'max@example.com',
      password: PASSWORD,
      inviteCode: INVITE,
    });
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await server?.close();
  });

  it('shows everyone the defaults, read-only unless an admin', async () => {
    const seen = await settings(member);
    expect(seen).toEqual({
      prompts: DEFAULT_PROMPTS,
      model: 'gpt-4o',
      temperature: 0.7,
      requiredPlaceholders: REQUIRED,
      isDefault: true,
      updatedBy: null,
      updatedAt: null,
      editable: false,
      planSource: 'ai',
    });
    expect(await settings(admin)).toEqual({ ...seen, editable: true });
  });

  it('refuses a visitor everything, and a user changes', async () => {
    const visitor = new ApiClient(app);
    expect((await visitor.get('/api/ai-settings')).status).toBe(401);
    expect((await save(visitor, custom())).status).toBe(401);
    expect((await reset(visitor)).status).toBe(401);

    for (const response of [await save(member, custom()), await reset(member)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ statusCode: 403, message: 'Admins only' });
    }
    expect((await settings(member)).isDefault).toBe(true);
  });

  it('refuses templates without what the generator needs, and out-of-range values', async () => {
    const withoutCheckpoint = custom();
    withoutCheckpoint.prompts.tasks = withoutCheckpoint.prompts.tasks.replace(
      '{{checkpoint}}',
      'this week',
    );
    const missing = await save(admin, withoutCheckpoint);
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe('The tasks prompt must contain {{checkpoint}}');

    const unknown = custom();
    unknown.prompts.outline = `${unknown.prompts.outline}\nFinish by {{deadline}}.`;
    const strange = await save(admin, unknown);
    expect(strange.status).toBe(400);
    expect(await messageOf(strange)).toMatch(
      /^The outline prompt has an unknown placeholder \{\{deadline\}\} \(it may use \{\{answers\}\}, /,
    );

    const hot = await save(admin, { ...custom(), temperature: 2.5 });
    expect(hot.status).toBe(400);
    expect(await messageOf(hot)).toBe('temperature must be between 0 and 2');

    const wrong = [
      { ...custom(), temperature: -0.1 },
      { ...custom(), temperature: '0.5' },
      { ...custom(), model: '  ' },
      { ...custom(), model: 'gpt 4o' },
      { ...custom(), model: 'm'.repeat(101) },
      { ...custom(), prompts: { ...custom().prompts, system: ' ' } },
      { ...custom(), prompts: { ...custom().prompts, refine: undefined } },
      { ...custom(), prompts: { ...custom().prompts, review: 'Review {{answers}}' } },
      { ...custom(), prompts: { ...custom().prompts, system: 'x'.repeat(8001) } },
      { ...custom(), prompts: 'all of them' },
      { prompts: custom().prompts, model: 'gpt-4o' },
    ];
    for (const request of wrong) {
      expect({ request, status: (await save(admin, request)).status }).toEqual({
        request,
        status: 400,
      });
    }
    expect((await settings(admin)).isDefault).toBe(true);
  });

  it("saves an admin's prompts, model and temperature, and the next plan is made with them", async () => {
    const before = await planned('before the change');
    expect(before.requests.every((request) => request.model === 'gpt-4o')).toBe(true);

    const response = await save(admin, custom());
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AiSettings;
    expect(saved).toMatchObject({
      ...custom(),
      isDefault: false,
      updatedBy: 'Ada Admin',
      editable: true,
      planSource: 'ai',
    });
    expect(Date.parse(saved.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // A member reads the same settings, without the name of the admin who changed them.
    expect(await settings(member)).toEqual({ ...saved, updatedBy: null, editable: false });
    const { rows } = await db.query(
      "SELECT value -> 'updatedBy' ->> 'id' AS id FROM app_settings WHERE key = 'ai_settings'",
    );
    expect(rows).toEqual([{ id: adminId }]);

    const { goal, requests } = await planned('after the change');
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) {
      expect(request.model).toBe('gpt-4o-mini');
      expect(request.temperature).toBe(0.2);
      expect(request.messages[0]).toEqual({ role: 'system', content: SYSTEM });
    }
    const taskPrompts = requests.slice(1).map((request) => request.messages[1]?.content ?? '');
    expect(taskPrompts.every((prompt) => prompt.endsWith(`\n- ${TASKS_LINE}`))).toBe(true);
    const calls = await aiCallsOf(db, goal.id);
    expect(calls.every((call) => call.model === 'gpt-4o-mini')).toBe(true);
  });

  it('goes back to the defaults, recording who did it', async () => {
    const response = await reset(admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      prompts: DEFAULT_PROMPTS,
      model: 'gpt-4o',
      temperature: 0.7,
      requiredPlaceholders: REQUIRED,
      isDefault: true,
      updatedBy: null,
      updatedAt: null,
      editable: true,
      planSource: 'ai',
    });
    const { rows } = await db.query(
      "SELECT value -> 'updatedBy' ->> 'id' AS id, value -> 'prompts' AS prompts FROM app_settings WHERE key = 'ai_settings'",
    );
    expect(rows).toEqual([{ id: adminId, prompts: null }]);

    const { requests } = await planned('after the reset');
    for (const request of requests) {
      expect(request.model).toBe('gpt-4o');
      expect(request.temperature).toBe(0.7);
      expect(request.messages[0]?.content).toBe(DEFAULT_PROMPTS.system);
    }
  });
});
