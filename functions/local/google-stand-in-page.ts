const SAMPLE_ACCOUNTS = [
  { email: 'ada.google@example.com', name: 'Ada Google' },
  { email: 'grace.google@example.com', name: 'Grace Google' },
];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The stand-in's "choose an account" page; the OAuth parameters ride along in hidden fields. */
export function renderChooser(params: URLSearchParams): string {
  const hidden = ['redirect_uri', 'state', 'client_id']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  const picks = SAMPLE_ACCOUNTS.map(
    (a) =>
      `<form method="post">${hidden}<input type="hidden" name="email" value="${a.email}"><input type="hidden" name="name" value="${a.name}"><button type="submit">Continue as ${a.name} (${a.email})</button></form>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;color:#111827;font-size:1rem;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
label{display:block;margin-top:.75rem}input[type=email],input[type=text]{width:100%;padding:.6rem;border:1px solid #6b7280;border-radius:.4rem;font-size:1rem;box-sizing:border-box}
.note{color:#4b5563;font-size:.9rem}</style></head><body><main>
<h1>Sign in with Google</h1><p class="note">Local stand-in for Google: no network is used. Choose a test account or type one.</p>
${picks}
<form method="post">${hidden}<label for="email">Email</label><input id="email" name="email" type="email" required>
<label for="name">Name</label><input id="name" name="name" type="text" required><button type="submit">Continue</button></form>
</main></body></html>`;
}
