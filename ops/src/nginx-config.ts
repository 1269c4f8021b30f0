/**
 * An nginx configuration that balances several API processes (docs/scaling.md). What matters
 * for this product: event streams pass unbuffered and may stay open as long as a job runs; a
 * request that cannot reach one API process is retried on the next only when nothing was sent
 * (nginx's default for POST); the client's address reaches the API for its rate limits (with
 * TRUST_PROXY=true on the API). `X-Upstream` names the process that answered, for operators.
 */
export function nginxConfig(options: { listen: string; upstreams: string[]; workDir: string }): string {
  const { listen, upstreams, workDir } = options;
  return `daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/client-body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  upstream wordbook_api {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${listen};
    client_max_body_size 2m;
    location / {
      proxy_pass http://wordbook_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 15m;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
