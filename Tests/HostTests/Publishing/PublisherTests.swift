import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

/// The publisher alone: revs, skipped updates, patches and the Too-large
/// placeholder, against a sink that can refuse a message as too large.
@Suite("Publisher")
struct PublisherTests {
  /// A sink with a size limit, like the writer's.
  final class LimitedSink: MessageSink {
    var messages: [JSONValue] = []
    let limit: Int
    init(limit: Int = 1 << 20) { self.limit = limit }
    func send(_ message: JSONValue) -> Delivery {
      let bytes = JSONSerializer.bytes(message).count
      guard bytes <= limit else { return .tooLarge(bytes: bytes) }
      messages.append(message)
      return .written(bytes: bytes + 1)
    }
  }

  /// A screen whose view is 1,000 bytes of text.
  final class BigScreen: Screen {
    var view: ViewNode { .screen(title: "Big", children: [.text(String(repeating: "x", count: 1000))]) }
    func start() -> Reaction { .none }
    func resume() -> Reaction { .none }
    func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction { .none }
    func receive(_ result: EffectResult) -> Reaction { .none }
  }

  func view(_ count: Int = 0) -> OpenView {
    OpenView(
      id: ViewID(rawValue: "v1"), module: "counter", screen: CounterScreen(count: count), presentation: .pushed,
      input: nil)
  }

  @Test func aViewIsSentOncePerChangeWithTheNextRev() {
    let sink = LimitedSink()
    let publisher = Publisher(sink: sink, maxMessageBytes: 1 << 20)
    let view = view()
    publisher.publish(view)
    publisher.publish(view)  // unchanged: nothing sent
    (view.screen as! CounterScreen).count = 5
    publisher.publish(view)
    #expect(sink.messages.map { $0["method"] } == ["view/update", "view/update"])
    #expect(sink.messages.map { $0["params"]?["rev"] } == [1, 2])
    #expect(publisher.rev(of: view.id) == 2)
    #expect(publisher.shown(view) == view.screen.view)
  }

  @Test func aFrontendThatTakesPatchesGetsThemAfterTheFirstUpdate() {
    let sink = LimitedSink()
    let publisher = Publisher(sink: sink, maxMessageBytes: 1 << 20)
    publisher.takeCapabilities(patches: true, vocabulary: NodeVocabulary())
    let view = view()
    publisher.publish(view)
    (view.screen as! CounterScreen).count = 1
    publisher.publish(view)
    #expect(sink.messages.map { $0["method"] } == ["view/update", "view/patch"])
    #expect(sink.messages.last?["params"]?["rev"] == 2)
  }

  @Test func aViewTooLargeIsReplacedByAPlaceholderWithTheSameRev() throws {
    let sink = LimitedSink(limit: 600)
    let publisher = Publisher(sink: sink, maxMessageBytes: 600)
    let view = OpenView(
      id: ViewID(rawValue: "v1"), module: "counter", screen: BigScreen(), presentation: .pushed, input: nil)
    publisher.publish(view)
    let update = try #require(sink.messages.first)
    #expect(update["params"]?["rev"] == 1)
    #expect(update["params"]?["view"]?["title"] == "Too large")
    #expect(publisher.shown(view).json == update["params"]?["view"])
  }

  /// `view/get` writes `shownText`: the bytes of the update last sent while
  /// the view is unchanged, the tree the frontend has after a patch, the
  /// placeholder when the view was too large (issue #40).
  @Test func theShownTextIsWhatTheFrontendHasAfterUpdatesPatchesAndPlaceholders() throws {
    let sink = LimitedSink()
    let publisher = Publisher(sink: sink, maxMessageBytes: 1 << 20)
    publisher.takeCapabilities(patches: true, vocabulary: NodeVocabulary())
    let view = view()
    publisher.publish(view)
    let sent = try #require(sink.messages.last?["params"]?["view"])
    #expect(try JSONParser().parse(publisher.shownText(view)) == sent)
    publisher.publish(view)  // unchanged: the same bytes
    #expect(try JSONParser().parse(publisher.shownText(view)) == sent)
    (view.screen as! CounterScreen).count = 3
    publisher.publish(view)
    #expect(sink.messages.last?["method"] == "view/patch")
    #expect(try JSONParser().parse(publisher.shownText(view)) == view.screen.view.json)

    let small = LimitedSink(limit: 600)
    let limited = Publisher(sink: small, maxMessageBytes: 600)
    let big = OpenView(
      id: ViewID(rawValue: "v2"), module: "counter", screen: BigScreen(), presentation: .pushed, input: nil)
    limited.publish(big)
    #expect(try JSONParser().parse(limited.shownText(big)) == small.messages.last?["params"]?["view"])
  }

  @Test func aClosedViewIsForgotten() {
    let publisher = Publisher(sink: LimitedSink(), maxMessageBytes: 1 << 20)
    let view = view()
    publisher.publish(view)
    publisher.forget(view.id)
    #expect(publisher.rev(of: view.id) == 0)
  }
}
