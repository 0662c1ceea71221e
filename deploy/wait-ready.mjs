#!/usr/bin/env node
// ExecStartPost of odf.service: `systemctl start` (and restart) returns once /api/health/ready
// answers 200, so a restart is only done when the new process serves. Gives up after the seconds given.
const [url = 'http://127.0.0.1:3000/api/health/ready', seconds = '60'] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
for (;;) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.status === 200) process.exit(0);
  } catch {
    /* not listening yet */
  }
  if (Date.now() > deadline) {
    console.error(`${url} did not answer 200 within ${seconds} s`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
