// The chat's physical limit, for bench/persona.ts: a bare Fastify route in a process of its own, as the portal is,
// that relays a question to the same model and its answer back as the portal's chat does (a `user` event, then a
// `delta` event per piece), with no identity, database, budget or prompt. What a client waits beyond the model's
// own first token here is the cost of the two hops themselves; the portal's cost beyond it is its own.
// `node bench/model-relay.mjs <port> <model base URL>`; prints "ready" once listening.
import Fastify from 'fastify';
import { Agent, request } from 'undici';

const [port, baseUrl] = process.argv.slice(2);
const dispatcher = new Agent({ headersTimeout: 0, bodyTimeout: 0 });
const app = Fastify();

app.post('/relay', async (req, reply) => {
  const { message } = req.body;
  const answer = await request(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: 'Bearer none' },
    body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: message }] }),
    dispatcher,
  });
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  reply.raw.write(`data: ${JSON.stringify({ type: 'user' })}\n\n`);
  let buffered = '';
  for await (const bytes of answer.body) {
    buffered += bytes.toString();
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const data = buffered.slice(0, end).replace(/^data: /, '');
      buffered = buffered.slice(end + 2);
      if (data.startsWith('[DONE]')) continue;
      const content = JSON.parse(data).choices?.[0]?.delta?.content;
      if (content) reply.raw.write(`data: ${JSON.stringify({ type: 'delta', content })}\n\n`);
    }
  }
  reply.raw.end(`data: ${JSON.stringify({ type: 'done' })}\n\n`);
});

await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write('ready\n');
