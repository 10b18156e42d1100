#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain OS thread for blocking reads: Swift's cooperative thread pool
/// must never block on a pipe, and the host's own thread must not either.
enum DetachedThread {
  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  static func start(_ run: @escaping @Sendable () -> Void) {
    let body = Unmanaged.passRetained(Body(run)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, nil,
      { raw in
        Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
      }, body)
    precondition(status == 0, "pthread_create failed: \(status)")
    pthread_detach(thread)
  }
}
