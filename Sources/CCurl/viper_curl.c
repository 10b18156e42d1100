#include "viper_curl.h"

#include <dirent.h>
#include <pthread.h>
#include <unistd.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>

int viper_curl_load(const char *library, viper_curl_api *api, char *error, size_t error_size) {
  // Never closed: transfers on other threads may still be in it.
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    snprintf(error, error_size, "%s", dlerror());
    return -1;
  }
#define VIPER_LOOKUP(field, name)                                                       \
  if ((*(void **)&api->field = dlsym(handle, name)) == NULL) {                          \
    snprintf(error, error_size, "%s has no %s", library, name);                         \
    return -1;                                                                          \
  }
  VIPER_LOOKUP(global_init, "curl_global_init")
  VIPER_LOOKUP(easy_init, "curl_easy_init")
  VIPER_LOOKUP(easy_cleanup, "curl_easy_cleanup")
  VIPER_LOOKUP(easy_perform, "curl_easy_perform")
  VIPER_LOOKUP(easy_setopt, "curl_easy_setopt")
  VIPER_LOOKUP(easy_getinfo, "curl_easy_getinfo")
  VIPER_LOOKUP(easy_strerror, "curl_easy_strerror")
  VIPER_LOOKUP(slist_append, "curl_slist_append")
  VIPER_LOOKUP(slist_free_all, "curl_slist_free_all")
#undef VIPER_LOOKUP
  return 0;
}

// Marks every descriptor above stderr close-on-exec. libcurl 7.88 makes a
// socket pair of its own for each transfer (to wake its event loop) without
// SOCK_CLOEXEC and offers no hook for it; by the time a transfer opens its
// connection, the pair exists, so it is marked here.
static void viper_mark_descriptors_close_on_exec(void) {
  DIR *directory = opendir("/proc/self/fd");  // opened close-on-exec by glibc
  if (directory == NULL) return;
  struct dirent *entry;
  while ((entry = readdir(directory)) != NULL) {
    int fd = atoi(entry->d_name);
    if (fd <= 2 || fd == dirfd(directory)) continue;
    int flags = fcntl(fd, F_GETFD);
    if (flags >= 0 && !(flags & FD_CLOEXEC)) fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
  }
  closedir(directory);
}

// The connections of one transfer: opened here (close-on-exec), closed here,
// and shut down at once when the transfer is cancelled — libcurl itself
// would notice a cancellation only at its next progress call (about a
// second later when nothing arrives).
struct viper_curl_sockets {
  pthread_mutex_t lock;
  int aborted;
  curl_socket_t fds[VIPER_CURL_MAX_SOCKETS];
  int count;
};

viper_curl_sockets *viper_curl_sockets_new(void) {
  viper_curl_sockets *sockets = calloc(1, sizeof(viper_curl_sockets));
  if (sockets != NULL) pthread_mutex_init(&sockets->lock, NULL);
  return sockets;
}

void viper_curl_sockets_free(viper_curl_sockets *sockets) {
  if (sockets == NULL) return;
  pthread_mutex_destroy(&sockets->lock);
  free(sockets);
}

void viper_curl_sockets_abort(viper_curl_sockets *sockets) {
  pthread_mutex_lock(&sockets->lock);
  sockets->aborted = 1;
  for (int i = 0; i < sockets->count; i++) shutdown(sockets->fds[i], SHUT_RDWR);
  pthread_mutex_unlock(&sockets->lock);
}

static curl_socket_t viper_curl_open_socket(void *context, curlsocktype purpose, struct curl_sockaddr *address) {
  (void)purpose;
  viper_curl_sockets *sockets = context;
  viper_mark_descriptors_close_on_exec();
  pthread_mutex_lock(&sockets->lock);
  curl_socket_t fd = CURL_SOCKET_BAD;
  if (!sockets->aborted && sockets->count < VIPER_CURL_MAX_SOCKETS) {
    fd = socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
    if (fd != CURL_SOCKET_BAD) sockets->fds[sockets->count++] = fd;
  }
  pthread_mutex_unlock(&sockets->lock);
  return fd;
}

static int viper_curl_close_socket(void *context, curl_socket_t fd) {
  viper_curl_sockets *sockets = context;
  pthread_mutex_lock(&sockets->lock);
  for (int i = 0; i < sockets->count; i++) {
    if (sockets->fds[i] == fd) {
      sockets->fds[i] = sockets->fds[--sockets->count];
      break;
    }
  }
  // Closed under the lock: an abort never shuts down a number reused meanwhile.
  int result = close(fd);
  pthread_mutex_unlock(&sockets->lock);
  return result;
}

CURLcode viper_curl_track_sockets(const viper_curl_api *api, CURL *handle, viper_curl_sockets *sockets) {
  CURLcode code = api->easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, viper_curl_open_socket);
  if (code == CURLE_OK) code = api->easy_setopt(handle, CURLOPT_OPENSOCKETDATA, sockets);
  if (code == CURLE_OK) code = api->easy_setopt(handle, CURLOPT_CLOSESOCKETFUNCTION, viper_curl_close_socket);
  if (code == CURLE_OK) code = api->easy_setopt(handle, CURLOPT_CLOSESOCKETDATA, sockets);
  return code;
}
