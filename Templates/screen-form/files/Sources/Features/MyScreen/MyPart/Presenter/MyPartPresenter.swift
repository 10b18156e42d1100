import ViperKit

/// Owns the form's words: the labels, the title's problem, the button and
/// the message of a failed save (the failure's wording, as its alert says it).
public struct MyPartPresenter: Presenter {
  public init() {}

  public func present(_ state: MyPartInteractor) -> MyPartViewModel {
    MyPartViewModel(
      title: "My part",
      itemTitle: .init(
        label: "Title", value: state.draft.title,
        error: state.showsMissingTitle ? "A title is needed." : nil),
      notes: .init(label: "Notes", value: state.draft.notes),
      secret: .init(label: "Secret", value: state.draft.secret.text, hint: "Saved, never shown again"),
      isSaving: state.isSaving, saveTitle: state.isSaving ? "Saving…" : "Save",
      message: state.failure.map { "Not saved: \($0.alert.message)" }, cancelTitle: "Cancel")
  }
}
