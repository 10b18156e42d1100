import Testing

@testable import Stargazers

@Suite("Paging cursor")
struct PageCursorTests {
  @Test(
    "a full page moves on, a short one stays",
    arguments: [
      (1, 10, 2), (2, 10, 3), (3, 5, 3), (3, 0, 3), (1, 9, 1),
    ])
  func cursorAfterAPage(page: Int, count: Int, next: Int) {
    #expect(PageCursor.first.after(page: page, count: count, pageSize: 10).nextPage == next)
  }
}
