/// Which page to fetch next. A full page moves it on; a short page is the
/// end, and the cursor stays, so "next page" fetches that last page again
/// (new stargazers show up; duplicates are dropped by id).
public struct PageCursor: Hashable, Codable, Sendable {
  public static let first = PageCursor(nextPage: 1)

  public private(set) var nextPage: Int

  public init(nextPage: Int) { self.nextPage = nextPage }

  /// The cursor after `page` came back with `count` items.
  public func after(page: Int, count: Int, pageSize: Int) -> PageCursor {
    count < pageSize ? PageCursor(nextPage: page) : PageCursor(nextPage: page + 1)
  }
}
