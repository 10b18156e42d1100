@testable import MyScreen

extension MyScreenItem {
  static let first = MyScreenItem(id: 1, title: "First item")
  static let second = MyScreenItem(id: 2, title: "Second item", notes: "Read me", isDone: true, hasSecret: true)
}
