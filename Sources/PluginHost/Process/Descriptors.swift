#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The glibc calls Swift's Glibc module does not declare (they need
/// `_GNU_SOURCE`), found at run time: a pipe that is close-on-exec from the
/// start, and a spawn action that closes every descriptor from 3 up.
enum Descriptors {
  private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
  private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

  /// A pipe whose two ends are close-on-exec (and `flags`, e.g. `O_NONBLOCK`).
  static func pipe(flags: Int32 = 0) -> (read: Int32, write: Int32)? {
    var fds: [Int32] = [-1, -1]
    if let symbol = dlsym(nil, "pipe2") {
      guard unsafeBitCast(symbol, to: Pipe2.self)(&fds, O_CLOEXEC | flags) == 0 else { return nil }
      return (fds[0], fds[1])
    }
    // Without pipe2 (not glibc): a window in which another thread's spawn could inherit them.
    guard Glibc.pipe(&fds) == 0 else { return nil }
    for fd in fds {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      if flags != 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | flags) }
    }
    return (fds[0], fds[1])
  }

  /// Makes the spawned child close every descriptor from 3 up, whether it
  /// is close-on-exec or not (glibc ≥ 2.34; else each one open now).
  static func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
      return
    }
    guard let directory = opendir("/proc/self/fd") else { return }
    defer { closedir(directory) }
    let own = dirfd(directory)
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if let fd = Int32(name), fd >= 3, fd != own { posix_spawn_file_actions_addclose(&actions, fd) }
    }
  }
}
