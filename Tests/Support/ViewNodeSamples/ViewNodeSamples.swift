import ViperKit

/// View trees the tests of several targets share.
public enum ViewNodeSamples {
  /// One of every node type and optional member, with text that needs
  /// escaping (quotes, a slash, a newline, non-ASCII, an empty string).
  public static let everyKind: ViewNode = .screen(
    title: "All \"quoted\" / ünïcode",
    children: [
      .text("a\nb"), .image(.name("logo")), .image(.url("https://example.com/a.png")),
      .image(.name("logo", label: "The \"logo\" / ünïcode")), .image(.url("https://example.com/b.png", label: "B")),
      .button(action: "go", title: "Go", enabled: false),
      .list(
        action: "select",
        items: [
          ListItem(key: "1", title: ""),
          ListItem(key: "2", title: "Two", subtitle: "2nd", accessory: ListAccessory(action: "apply", title: "Apply")),
          ListItem(key: "3", title: "Three", image: .url("https://example.com/3.png", label: "Three's")),
          ListItem(
            key: "4", title: "Four", subtitle: "4th", image: .name("four"),
            accessory: ListAccessory(action: "apply", title: "Apply")),
        ]),
      .picker(action: "count", label: "How many?", options: [PickerOption(key: "1", title: "1")], selected: nil),
      .picker(action: "count", label: "How many?", options: [], selected: "1"),
      .spinner(label: nil), .spinner(label: "Loading"),
      .alert(title: "Oops", message: "No network", actions: [AlertAction(action: "retry", title: "Retry")]),
      .button(action: "save", title: "Saving", enabled: false, busy: true),
      .form(
        Form(
          key: "sign-in", submit: FormSubmit(action: "sign-in", title: "Sign in"), pending: true,
          message: "Wrong \"password\"",
          children: [
            .field(Field(key: "user", label: "User", value: "ä\"/", placeholder: "you", hint: "h", error: "e")),
            .field(Field(key: "pass", label: "Password", kind: .secure, sending: .leave)),
            .field(
              Field(
                key: "about", label: "About", kind: .multiline, value: "a\nb", sending: .submit, enabled: false,
                required: true, maxLength: 20)),
            .section(
              title: "More",
              children: [
                .stack(
                  axis: .horizontal,
                  children: [
                    .field(Field(key: "age", label: "Age", kind: .number)),
                    .field(Field(key: "mail", label: "Email", kind: .email)),
                    .toggle(Toggle(key: "share", label: "Share", on: true, enabled: false)),
                  ])
              ]),
          ])),
      .stack(axis: .vertical, children: []), .section(title: "", children: [.text("t")]),
    ])
}
