#include "viper_curl.h"

#include <dirent.h>
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

// libcurl opens its connections without SOCK_CLOEXEC: opened here instead,
// a connection (which may carry a token) never outlives an exec.
static curl_socket_t viper_curl_open_socket(void *context, curlsocktype purpose, struct curl_sockaddr *address) {
  (void)context;
  (void)purpose;
  viper_mark_descriptors_close_on_exec();
  return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
}

CURLcode viper_curl_open_sockets_close_on_exec(const viper_curl_api *api, CURL *handle) {
  return api->easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, viper_curl_open_socket);
}
