/*
 * The benchmark driver: starts a host (viper-host or the floor) over pipes
 * and measures it. Prints one JSON object on stdout.
 *
 *   driver throughput N  -- CMD…   N pipelined view/event requests → events/s
 *   driver latency N     -- CMD…   N ping-pong round trips → p50/p99/p99.9 µs
 *   driver startup N     -- CMD…   process start to the initialize response → median ms, peak RSS then
 *   driver rss N         -- CMD…   peak RSS (VmHWM) after N events → KiB
 *   driver list ROWS K   -- CMD…   K events on a bench-list of ROWS rows (one row changes each) → µs and bytes per update
 *   driver list-patch ROWS K -- CMD…   the same, for a frontend that takes view/patch
 *   driver stack DEPTH K -- CMD…   K events with DEPTH counters on the stack → µs per event
 *   driver restore DEPTH K -- CMD… a session of DEPTH counters saved, then K hosts each restore it
 *                                  (app/start {restore: true}) → median ms; and K open it by link
 *
 * Responses are recognised by their prefix {"jsonrpc":"2.0","id": (both
 * hosts write members in that order); notifications are counted as bytes.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

typedef struct {
  pid_t pid;
  int in, out;
  char *buf;
  size_t start, end, cap;
  unsigned long long bytes_read;
} Host;

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void start_host(Host *h, char **argv) {
  int to[2], from[2];
  if (pipe(to) || pipe(from)) { perror("pipe"); exit(1); }
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, to[0], 0);
  posix_spawn_file_actions_adddup2(&fa, from[1], 1);
  posix_spawn_file_actions_addclose(&fa, to[1]);
  posix_spawn_file_actions_addclose(&fa, from[0]);
  if (posix_spawn(&h->pid, argv[0], &fa, NULL, argv, environ)) { perror("spawn"); exit(1); }
  close(to[0]);
  close(from[1]);
  h->in = to[1];
  h->out = from[0];
  h->cap = 1 << 20;
  h->buf = malloc(h->cap);
  h->start = h->end = 0;
  h->bytes_read = 0;
}

static int stop_host(Host *h) {
  close(h->in);
  char sink[65536];
  while (read(h->out, sink, sizeof sink) > 0) {}
  close(h->out);
  int status = 0;
  waitpid(h->pid, &status, 0);
  free(h->buf);
  return status;
}

static void write_all(int fd, const char *s, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, s, n);
    if (w < 0) { if (errno == EINTR) continue; perror("write"); exit(1); }
    s += w;
    n -= (size_t)w;
  }
}

/* Reads one line (without \n) into *line; returns its length, -1 at EOF. */
static long read_line(Host *h, char **line) {
  for (;;) {
    char *nl = memchr(h->buf + h->start, '\n', h->end - h->start);
    if (nl) {
      *line = h->buf + h->start;
      long len = nl - *line;
      h->start += (size_t)len + 1;
      return len;
    }
    if (h->start > 0) {
      memmove(h->buf, h->buf + h->start, h->end - h->start);
      h->end -= h->start;
      h->start = 0;
    }
    if (h->end == h->cap) { h->cap *= 2; h->buf = realloc(h->buf, h->cap); }
    ssize_t n = read(h->out, h->buf + h->end, h->cap - h->end);
    if (n <= 0) return -1;
    h->end += (size_t)n;
    h->bytes_read += (unsigned long long)n;
  }
}

static int is_response(const char *line, long len) {
  static const char prefix[] = "{\"jsonrpc\":\"2.0\",\"id\":";
  return len >= (long)sizeof prefix - 1 && memcmp(line, prefix, sizeof prefix - 1) == 0;
}

/* Sends a request and reads until a response comes back. */
static void call(Host *h, const char *request) {
  write_all(h->in, request, strlen(request));
  char *line;
  long len;
  while ((len = read_line(h, &line)) >= 0)
    if (is_response(line, len)) return;
  fprintf(stderr, "driver: the host closed its output\n");
  exit(1);
}

/* Like call, and the response must contain `needle` (a measurement of the wrong thing is worse than none). */
static void call_expecting(Host *h, const char *request, const char *needle) {
  write_all(h->in, request, strlen(request));
  char *line;
  long len;
  while ((len = read_line(h, &line)) >= 0) {
    if (!is_response(line, len)) continue;
    if (!memmem(line, (size_t)len, needle, strlen(needle))) {
      fprintf(stderr, "driver: expected %s in %.*s\n", needle, (int)len, line);
      exit(1);
    }
    return;
  }
  fprintf(stderr, "driver: the host closed its output\n");
  exit(1);
}

static void initialize(Host *h) {
  call(h, "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"1\"}}\n");
}

/* As a frontend that applies view/patch (RFC 6902) would. */
static void initialize_with_patches(Host *h) {
  call(h, "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"1\",\"capabilities\":{\"viewPatch\":true}}}\n");
}

static char *event_line(long id, const char *view, const char *action, const char *value) {
  static char line[256];
  if (value)
    snprintf(line, sizeof line,
             "{\"jsonrpc\":\"2.0\",\"id\":%ld,\"method\":\"view/event\",\"params\":{\"viewId\":\"%s\",\"action\":\"%s\",\"value\":\"%s\"}}\n",
             id, view, action, value);
  else
    snprintf(line, sizeof line,
             "{\"jsonrpc\":\"2.0\",\"id\":%ld,\"method\":\"view/event\",\"params\":{\"viewId\":\"%s\",\"action\":\"%s\"}}\n",
             id, view, action);
  return line;
}

/* Sends n events pipelined (writing and reading at once) and waits for all answers. */
/* What one pipelined request line is: the i-th (from 0) of a run. */
typedef const char *(*LineMaker)(long i, const void *context);

typedef struct { const char *view, *action; long rows; } EventRun;

static const char *event_of_run(long i, const void *context) {
  const EventRun *run = context;
  char value[32];
  if (run->rows > 0) snprintf(value, sizeof value, "%ld", (i * 7919) % run->rows);
  return event_line(i + 1000, run->view, run->action, run->rows > 0 ? value : NULL);
}

static double pipelined_lines(Host *h, long n, LineMaker make, const void *context);

static double pipelined(Host *h, long n, const char *view, const char *action, long rows) {
  EventRun run = {view, action, rows};
  return pipelined_lines(h, n, event_of_run, &run);
}

/* Writes n requests without waiting (in batches) and reads until all are answered. */
static double pipelined_lines(Host *h, long n, LineMaker make, const void *context) {
  int flags = fcntl(h->in, F_GETFL);
  fcntl(h->in, F_SETFL, flags | O_NONBLOCK);
  char *pending = NULL;
  size_t pending_len = 0, pending_off = 0;
  long sent = 0, answered = 0;
  double t0 = now_s();
  while (answered < n) {
    if (pending_off == pending_len && sent < n) {
      /* Batch up to 256 requests into one write. */
      static char batch[256 * 256];
      size_t len = 0;
      for (int i = 0; i < 256 && sent < n; i++, sent++) {
        const char *l = make(sent, context);
        size_t ll = strlen(l);
        memcpy(batch + len, l, ll);
        len += ll;
      }
      pending = batch;
      pending_len = len;
      pending_off = 0;
    }
    struct pollfd fds[2] = {{h->out, POLLIN, 0}, {h->in, pending_off < pending_len ? POLLOUT : 0, 0}};
    poll(fds, 2, -1);
    if (fds[1].revents & POLLOUT) {
      ssize_t w = write(h->in, pending + pending_off, pending_len - pending_off);
      if (w > 0) pending_off += (size_t)w;
    }
    if (fds[0].revents & (POLLIN | POLLHUP)) {
      /* Read what is there, count answers without blocking for more. */
      if (h->start > 0) {
        memmove(h->buf, h->buf + h->start, h->end - h->start);
        h->end -= h->start;
        h->start = 0;
      }
      if (h->end == h->cap) { h->cap *= 2; h->buf = realloc(h->buf, h->cap); }
      ssize_t r = read(h->out, h->buf + h->end, h->cap - h->end);
      if (r <= 0) { fprintf(stderr, "driver: host output ended\n"); exit(1); }
      h->end += (size_t)r;
      h->bytes_read += (unsigned long long)r;
      char *nl;
      while ((nl = memchr(h->buf + h->start, '\n', h->end - h->start))) {
        char *line = h->buf + h->start;
        if (is_response(line, nl - line)) answered++;
        h->start = (size_t)(nl - h->buf) + 1;
      }
    }
  }
  double elapsed = now_s() - t0;
  fcntl(h->in, F_SETFL, flags);
  return elapsed;
}

/* The i-th keystroke in the job board's search: "designer 12" typed, then deleted, again and again. */
static const char *keystroke(long i, const void *context) {
  (void)context;
  static const char word[] = "designer 12";
  static char line[256];
  long length = (long)sizeof word - 1, cycle = 2 * length, at = i % cycle;
  long shown = at < length ? at + 1 : cycle - at - 1;
  snprintf(line, sizeof line,
           "{\"jsonrpc\":\"2.0\",\"id\":%ld,\"method\":\"view/input\",\"params\":{\"viewId\":\"v1\",\"key\":\"search\","
           "\"value\":\"%.*s\",\"seq\":%ld}}\n", i + 1000, (int)shown, word, i + 1);
  return line;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double percentile(double *v, long n, double p) {
  long i = (long)(p * (double)(n - 1) + 0.5);
  return v[i];
}

static long vm_hwm_kib(pid_t pid) {
  char path[64], line[256];
  snprintf(path, sizeof path, "/proc/%d/status", pid);
  FILE *f = fopen(path, "r");
  long kib = -1;
  while (f && fgets(line, sizeof line, f))
    if (strncmp(line, "VmHWM:", 6) == 0) kib = atol(line + 6);
  if (f) fclose(f);
  return kib;
}

/* CPU seconds (user + system) the process has used so far, from /proc. */
static double cpu_seconds(pid_t pid) {
  char path[64], text[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", pid);
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = 0;
  char *p = strrchr(text, ')'); /* the command name may hold spaces */
  unsigned long utime = 0, stime = 0;
  if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2) return -1;
  return (double)(utime + stime) / (double)sysconf(_SC_CLK_TCK);
}

static void open_view(Host *h, const char *module, const char *input) {
  char line[256];
  if (input)
    snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"view/open\",\"params\":{\"module\":\"%s\",\"input\":%s}}\n", module, input);
  else
    snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"view/open\",\"params\":{\"module\":\"%s\"}}\n", module);
  call(h, line);
}

int main(int argc, char **argv) {
  signal(SIGPIPE, SIG_IGN);
  int sep = 1;
  while (sep < argc && strcmp(argv[sep], "--") != 0) sep++;
  if (argc < 4 || sep >= argc - 1) {
    fprintf(stderr, "usage: driver MODE ARGS… -- CMD…\n");
    return 2;
  }
  char **cmd = argv + sep + 1;
  const char *mode = argv[1];
  long a = atol(argv[2]), b = sep > 3 ? atol(argv[3]) : 0;
  Host h;

  if (strcmp(mode, "throughput") == 0 || strcmp(mode, "rss") == 0) {
    start_host(&h, cmd);
    initialize(&h);
    open_view(&h, "bench-counter", NULL);
    double cpu_before = cpu_seconds(h.pid);
    double elapsed = pipelined(&h, a, "v1", "increment", 0);
    double cpu = cpu_seconds(h.pid) - cpu_before;
    long kib = vm_hwm_kib(h.pid);
    stop_host(&h);
    /* CPU time is steadier than wall time on a shared machine. */
    printf("{\"events\":%ld,\"seconds\":%.6f,\"events_per_s\":%.1f,\"peak_rss_kib\":%ld,\"cpu_us_per_event\":%.3f}\n", a,
           elapsed, a / elapsed, kib, cpu * 1e6 / a);
  } else if (strcmp(mode, "latency") == 0) {
    start_host(&h, cmd);
    initialize(&h);
    open_view(&h, "bench-counter", NULL);
    double *rtt = malloc(sizeof(double) * (size_t)a);
    for (long i = 0; i < 1000; i++) call(&h, event_line(i + 10, "v1", "increment", NULL)); /* warm up */
    for (long i = 0; i < a; i++) {
      const char *l = event_line(i + 2000, "v1", "increment", NULL);
      double t0 = now_s();
      call(&h, l);
      rtt[i] = (now_s() - t0) * 1e6;
    }
    stop_host(&h);
    qsort(rtt, (size_t)a, sizeof(double), cmp_double);
    printf("{\"round_trips\":%ld,\"p50_us\":%.2f,\"p99_us\":%.2f,\"p999_us\":%.2f}\n", a, percentile(rtt, a, 0.5),
           percentile(rtt, a, 0.99), percentile(rtt, a, 0.999));
  } else if (strcmp(mode, "startup") == 0) {
    double *ms = malloc(sizeof(double) * (size_t)a), *rss = malloc(sizeof(double) * (size_t)a);
    for (long i = 0; i < a; i++) {
      double t0 = now_s();
      start_host(&h, cmd);
      initialize(&h);
      ms[i] = (now_s() - t0) * 1e3;
      rss[i] = (double)vm_hwm_kib(h.pid); /* peak RSS at start: as the initialize answer leaves */
      stop_host(&h);
    }
    qsort(ms, (size_t)a, sizeof(double), cmp_double);
    qsort(rss, (size_t)a, sizeof(double), cmp_double);
    printf("{\"runs\":%ld,\"median_ms\":%.3f,\"min_ms\":%.3f,\"peak_rss_kib\":%.0f}\n", a, percentile(ms, a, 0.5),
           ms[0], percentile(rss, a, 0.5));
  } else if (strcmp(mode, "list") == 0 || strcmp(mode, "list-patch") == 0) {
    char input[64];
    snprintf(input, sizeof input, "{\"rows\":%ld}", a);
    start_host(&h, cmd);
    if (strcmp(mode, "list") == 0) initialize(&h); else initialize_with_patches(&h);
    open_view(&h, "bench-list", input);
    unsigned long long before = h.bytes_read;
    double cpu_before = cpu_seconds(h.pid);
    double elapsed = pipelined(&h, b, "v1", "touch", a);
    double cpu = cpu_seconds(h.pid) - cpu_before;
    unsigned long long bytes = h.bytes_read - before;
    long kib = vm_hwm_kib(h.pid);
    stop_host(&h);
    printf("{\"rows\":%ld,\"events\":%ld,\"us_per_update\":%.2f,\"bytes_per_update\":%.1f,\"cpu_us_per_event\":%.2f,"
           "\"peak_rss_kib\":%ld}\n", a, b, elapsed * 1e6 / b, (double)bytes / b, cpu * 1e6 / b, kib);
  } else if (strcmp(mode, "search") == 0) {
    /* The job board (a --jobs-url server with `a` jobs): b keystrokes in its
       search field, typing a word and deleting it again, pipelined. */
    start_host(&h, cmd);
    call(&h, "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"1\","
             "\"capabilities\":{\"viewPatch\":true,\"nodes\":[\"field\",\"toggle\",\"form\",\"stack\",\"section\"]}}}\n");
    open_view(&h, "jobs", NULL);
    call(&h, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"host/idle\"}\n");
    unsigned long long before = h.bytes_read;
    double cpu_before = cpu_seconds(h.pid);
    double elapsed = pipelined_lines(&h, b, keystroke, NULL);
    double cpu = cpu_seconds(h.pid) - cpu_before;
    unsigned long long bytes = h.bytes_read - before;
    stop_host(&h);
    printf("{\"jobs\":%ld,\"keystrokes\":%ld,\"us_per_keystroke\":%.2f,\"cpu_us_per_keystroke\":%.2f,"
           "\"bytes_per_keystroke\":%.1f}\n", a, b, elapsed * 1e6 / b, cpu * 1e6 / b, (double)bytes / b);
  } else if (strcmp(mode, "stack") == 0) {
    start_host(&h, cmd);
    initialize(&h);
    for (long i = 0; i < a; i++) open_view(&h, "bench-counter", NULL);
    char top[32];
    snprintf(top, sizeof top, "v%ld", a);
    double elapsed = pipelined(&h, b, top, "increment", 0);
    stop_host(&h);
    printf("{\"depth\":%ld,\"events\":%ld,\"us_per_event\":%.2f}\n", a, b, elapsed * 1e6 / b);
  } else if (strcmp(mode, "restore") == 0) {
    /* The link of DEPTH counters: bench-counter/bench-counter/… */
    char *link = malloc((size_t)a * 16 + 1), *request = malloc((size_t)a * 16 + 128);
    link[0] = 0;
    for (long i = 0; i < a; i++) strcat(link, i ? "/bench-counter" : "bench-counter");
    double *restore_ms = malloc(sizeof(double) * (size_t)b), *link_ms = malloc(sizeof(double) * (size_t)b);
    for (long i = 0; i < b; i++) {
      /* Opened by link (and so saved as the session, with a count in each)... */
      start_host(&h, cmd);
      initialize(&h);
      snprintf(request, (size_t)a * 16 + 128,
               "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"app/start\",\"params\":{\"link\":\"%s\"}}\n", link);
      double t0 = now_s();
      call(&h, request);
      link_ms[i] = (now_s() - t0) * 1e3;
      for (long v = 1; v <= a; v++) {
        char view[32];
        snprintf(view, sizeof view, "v%ld", v);
        call(&h, event_line(v + 10, view, "increment", NULL));
      }
      stop_host(&h);
      /* ...then restored by the next host. */
      start_host(&h, cmd);
      initialize(&h);
      t0 = now_s();
      call_expecting(&h, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"app/start\",\"params\":{\"restore\":true}}\n",
                     "\"restored\":true");
      restore_ms[i] = (now_s() - t0) * 1e3;
      stop_host(&h);
    }
    qsort(restore_ms, (size_t)b, sizeof(double), cmp_double);
    qsort(link_ms, (size_t)b, sizeof(double), cmp_double);
    printf("{\"depth\":%ld,\"runs\":%ld,\"restore_median_ms\":%.3f,\"link_median_ms\":%.3f}\n", a, b,
           percentile(restore_ms, b, 0.5), percentile(link_ms, b, 0.5));
  } else {
    fprintf(stderr, "driver: unknown mode %s\n", mode);
    return 2;
  }
  return 0;
}
