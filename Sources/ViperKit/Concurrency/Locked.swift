#if canImport(Glibc)
  import Glibc
#endif

/// A value that threads share, changed only under its lock.
///
/// Not `Synchronization.Mutex`: on Linux that is a futex ThreadSanitizer
/// cannot see, so every access made under it reads as a data race and
/// `make sanitize` cannot tell real races from these. A pthread mutex it
/// intercepts. The interface is Mutex's `withLock`.
public final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; `body` must not call back into this lock.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
