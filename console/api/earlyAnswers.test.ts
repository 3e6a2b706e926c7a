import { describe, expect, it, vi } from 'vitest';
import { sendEarly, takeEarlyAnswer } from './earlyAnswers';

const answer = (status: number) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: { url: 'https://r.test' } }), { status }));

describe('early answers', () => {
  it('sends the call at once with the given headers and hands a success over once', async () => {
    const send = answer(200);
    sendEarly('/v2/aws/region/ap-northeast-1/api', { userKey: 'uk' }, send);
    expect(send).toHaveBeenCalledWith('/v2/aws/region/ap-northeast-1/api', { headers: { userKey: 'uk' } });
    const response = await takeEarlyAnswer('/v2/aws/region/ap-northeast-1/api');
    expect(response?.status).toBe(200);
    await expect(takeEarlyAnswer('/v2/aws/region/ap-northeast-1/api')).resolves.toBeUndefined();
  });

  it('hands over nothing for a refusal or a network failure: the client then asks itself, through its hooks', async () => {
    sendEarly('/a', {}, answer(401));
    sendEarly('/b', {}, vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(takeEarlyAnswer('/a')).resolves.toBeUndefined();
    await expect(takeEarlyAnswer('/b')).resolves.toBeUndefined();
    await expect(takeEarlyAnswer('/never-sent')).resolves.toBeUndefined();
  });
});
