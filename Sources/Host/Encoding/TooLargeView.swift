import ViperKit

/// What a frontend gets instead of a view whose `view/update` would be
/// longer than `maxMessageBytes`: the same view id and rev, and a screen that
/// says so. `view/get` answers with it too, as the view last sent.
enum TooLargeView {
  static func node(bytes: Int, limit: Int) -> ViewNode {
    .screen(
      title: "Too large",
      children: [.text("This view is too large to send: \(bytes) bytes, the limit is \(limit).")])
  }
}
