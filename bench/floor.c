/*
 * The floor: the fastest honest host with the same library. It reads the
 * same request lines, parses each with json-c (one reused, strict tokener),
 * builds a response of the same size and shape as viper-host's for a
 * counter screen (a view/update notification and the result), serializes it
 * with json-c and writes it, buffered, flushing when its input is drained.
 * Every viper-host figure in `make bench` is printed next to this one's.
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include <signal.h>

static char *out;
static size_t out_len, out_cap;

static void flush_out(void) {
  size_t done = 0;
  while (done < out_len) {
    ssize_t n = write(1, out + done, out_len - done);
    if (n < 0) { if (errno == EINTR) continue; exit(0); }
    done += (size_t)n;
  }
  out_len = 0;
}

static void emit(struct json_object *o) {
  size_t len;
  const char *s = json_object_to_json_string_length(o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE, &len);
  if (out_len + len + 1 > out_cap) {
    out_cap = (out_len + len + 1) * 2;
    out = realloc(out, out_cap);
  }
  memcpy(out + out_len, s, len);
  out_len += len;
  out[out_len++] = '\n';
  json_object_put(o);
}

static struct json_object *str(const char *s) { return json_object_new_string(s); }

static void answer(struct json_object *request, long *counter) {
  struct json_object *id = NULL, *method = NULL;
  json_object_object_get_ex(request, "id", &id);
  json_object_object_get_ex(request, "method", &method);
  const char *name = method ? json_object_get_string(method) : "";
  if (strcmp(name, "initialize") == 0) {
    struct json_object *r = json_object_new_object(), *res = json_object_new_object(), *info = json_object_new_object();
    struct json_object *mods = json_object_new_array(), *limits = json_object_new_object();
    json_object_object_add(r, "jsonrpc", str("2.0"));
    json_object_object_add(r, "id", json_object_get(id));
    json_object_object_add(res, "protocolVersion", str("1"));
    json_object_object_add(info, "name", str("viper-host"));
    json_object_object_add(info, "version", str("0.1.0"));
    json_object_object_add(res, "hostInfo", info);
    for (int i = 0; i < 9; i++) {
      struct json_object *m = json_object_new_object();
      json_object_object_add(m, "name", str("module-name"));
      json_object_object_add(m, "title", str("Module Title"));
      json_object_object_add(m, "version", str("1.0.0"));
      json_object_array_add(mods, m);
    }
    json_object_object_add(res, "modules", mods);
    json_object_object_add(limits, "maxLineBytes", json_object_new_int64(1048576));
    json_object_object_add(res, "limits", limits);
    json_object_object_add(r, "result", res);
    emit(r);
    return;
  }
  /* Every other request: what viper-host writes for a counter event. */
  long rev = ++*counter;
  char text[64];
  snprintf(text, sizeof text, "count: %ld", rev - 1);
  struct json_object *n = json_object_new_object(), *p = json_object_new_object(), *v = json_object_new_object();
  struct json_object *kids = json_object_new_array(), *t = json_object_new_object(), *b = json_object_new_object();
  json_object_object_add(n, "jsonrpc", str("2.0"));
  json_object_object_add(n, "method", str("view/update"));
  json_object_object_add(p, "viewId", str("v1"));
  json_object_object_add(p, "module", str("bench-counter"));
  json_object_object_add(p, "rev", json_object_new_int64(rev));
  json_object_object_add(v, "type", str("screen"));
  json_object_object_add(v, "title", str("Counter"));
  json_object_object_add(t, "type", str("text"));
  json_object_object_add(t, "text", str(text));
  json_object_array_add(kids, t);
  json_object_object_add(b, "type", str("button"));
  json_object_object_add(b, "action", str("increment"));
  json_object_object_add(b, "title", str("+1"));
  json_object_object_add(b, "enabled", json_object_new_boolean(1));
  json_object_array_add(kids, b);
  json_object_object_add(v, "children", kids);
  json_object_object_add(p, "view", v);
  json_object_object_add(n, "params", p);
  emit(n);
  struct json_object *r = json_object_new_object(), *res = json_object_new_object();
  json_object_object_add(r, "jsonrpc", str("2.0"));
  json_object_object_add(r, "id", json_object_get(id));
  json_object_object_add(res, "viewId", str("v1"));
  json_object_object_add(res, "rev", json_object_new_int64(rev));
  json_object_object_add(r, "result", res);
  emit(r);
}

int main(void) {
  signal(SIGPIPE, SIG_IGN);
  size_t cap = 1 << 16, start = 0, end = 0;
  char *buf = malloc(cap);
  out_cap = 1 << 16;
  out = malloc(out_cap);
  struct json_tokener *tok = json_tokener_new_ex(128);
  json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
  long counter = 0;
  for (;;) {
    char *nl = memchr(buf + start, '\n', end - start);
    if (nl) {
      size_t len = (size_t)(nl - (buf + start));
      json_tokener_reset(tok);
      struct json_object *o = json_tokener_parse_ex(tok, buf + start, (int)len);
      if (o) { answer(o, &counter); json_object_put(o); }
      start += len + 1;
      continue;
    }
    flush_out(); /* input drained */
    if (start > 0) { memmove(buf, buf + start, end - start); end -= start; start = 0; }
    if (end == cap) { cap *= 2; buf = realloc(buf, cap); }
    ssize_t n = read(0, buf + end, cap - end);
    if (n <= 0) break;
    end += (size_t)n;
  }
  flush_out();
  return 0;
}
