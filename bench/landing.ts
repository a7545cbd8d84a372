/**
 * `npm run bench:landing`: the landing route's JavaScript (bytes over the wire, gzip) and its
 * largest contentful paint in headless Chromium, against a baseline in the same run: the same
 * hero as static HTML with no JavaScript, served by the same server. Results go to
 * docs/benchmarks.md, with the budget they are held to.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import type { LocalStack } from '../functions/local/stack';
import { machine, writeSection } from './report';
import { withBenchStack } from './stack';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** The budget: what the landing page must stay within on this kind of machine. */
const BUDGET = { jsGzipKb: 120, lcpMs: 2500 };

const STATIC_HERO = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0b1220;color:#f8fafc;display:grid;place-items:center;min-height:100vh;text-align:center}
h1{font-size:5rem;margin:0}p{font-size:1.5rem;max-width:40rem}</style></head>
<body><main><h1>Clarity</h1><p>Would you spot the flaw in an argument that flatters what you already believe?</p></main></body></html>`;

interface Sample {
  jsBytes: number;
  jsGzipBytes: number;
  lcpMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(browser: Browser, url: string, html?: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let jsBytes = 0;
  let jsGzipBytes = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => {
        jsBytes += body.length;
        jsGzipBytes += gzipSync(body).length;
      })
      .catch(() => undefined);
  });
  // Browser-side code as text: this file is type-checked for Node, not the DOM.
  await page.addInitScript({
    content: `window.__lcp = 0;
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });`,
  });
  if (html) {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  // LCP is final once the page has painted its content and nothing is loading.
  await page.waitForFunction('window.__lcp > 0');
  const lcpMs = Number(await page.evaluate('window.__lcp'));
  await context.close();
  return { jsBytes, jsGzipBytes, lcpMs };
}

async function main(stack: LocalStack): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows: Array<{ name: string; samples: Sample[] }> = [
      { name: 'static hero HTML, no JavaScript (baseline)', samples: [] },
      { name: 'landing page `/`', samples: [] },
      { name: 'sign-in page `/login`', samples: [] },
    ];
    for (let run = 0; run < RUNS + 1; run += 1) {
      const results = [
        await measure(browser, `${stack.url}/__baseline`, STATIC_HERO),
        await measure(browser, `${stack.url}/`),
        await measure(browser, `${stack.url}/login`),
      ];
      // The first round warms the server and the browser cache of the machine, not the page.
      if (run > 0) results.forEach((sample, i) => rows[i]!.samples.push(sample));
    }
    const summary = rows.map((row) => ({
      name: row.name,
      jsKb: median(row.samples.map((s) => s.jsBytes)) / 1024,
      jsGzipKb: median(row.samples.map((s) => s.jsGzipBytes)) / 1024,
      lcpMs: median(row.samples.map((s) => s.lcpMs)),
    }));
    const [baseline, landing] = summary as [(typeof summary)[0], (typeof summary)[0]];
    const within = landing.jsGzipKb <= BUDGET.jsGzipKb && landing.lcpMs <= BUDGET.lcpMs;
    const text = `## Landing page weight and largest contentful paint

\`npm run bench:landing\`, ${new Date().toISOString().slice(0, 10)}: ${machine()}; headless Chromium, 1280×800, the local
server on loopback (no network throttling), production build. Median of ${RUNS} rounds after one warm-up round; each
round loads the three pages in a fresh browser context. JavaScript is every script response of the page, gzipped here.

| page | JS (KB) | JS gzip (KB) | LCP (ms) |
|---|---|---|---|
${summary.map((r) => `| ${r.name} | ${r.jsKb.toFixed(1)} | ${r.jsGzipKb.toFixed(1)} | ${r.lcpMs.toFixed(0)} |`).join('\n')}

Budget for the landing route: at most ${BUDGET.jsGzipKb} KB of gzipped JavaScript and an LCP of ${BUDGET.lcpMs} ms:
${within ? 'within budget' : '**over budget**'} (${landing.jsGzipKb.toFixed(1)} KB, ${landing.lcpMs.toFixed(0)} ms; the static
baseline paints in ${baseline.lcpMs.toFixed(0)} ms, so the app shell adds ${(landing.lcpMs - baseline.lcpMs).toFixed(0)} ms).`;
    console.log(text);
    writeSection('landing', text);
  } finally {
    await browser.close();
  }
}

await withBenchStack(main);
