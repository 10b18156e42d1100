import ViperKit

/// View trees the tests of several targets share.
public enum ViewNodeSamples {
  /// One of every node type and optional member, with text that needs
  /// escaping (quotes, a slash, a newline, non-ASCII, an empty string).
  public static let everyKind: ViewNode = .screen(
    title: "All \"quoted\" / ünïcode",
    children: [
      .toolbar([
        NodeAction(action: "add", title: "Add \"one\""),
        NodeAction(action: "clear", title: "Clear", enabled: false, role: .destructive),
      ]),
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
          ListItem(
            key: "5", title: "Five \"done\"", subtitle: "Due 2026-12-01",
            actions: [
              NodeAction(action: "edit", title: "Edit"),
              NodeAction(action: "delete", title: "Delete", role: .destructive),
            ], toggle: RowToggle(on: true)),
          ListItem(key: "6", title: "Six", toggle: RowToggle(on: false, enabled: false)),
        ]),
      .picker(action: "count", label: "How many?", options: [ChoiceOption(key: "1", title: "1")], selected: nil),
      .picker(action: "count", label: "How many?", options: [], selected: "1"),
      .spinner(label: nil), .spinner(label: "Loading"),
      .alert(title: "Oops", message: "No network", actions: [NodeAction(action: "retry", title: "Retry")]),
      .alert(
        title: "Delete?", message: "For good",
        actions: [
          NodeAction(action: "keep", title: "Keep", role: .cancel),
          NodeAction(action: "delete", title: "Delete", role: .destructive),
        ]),
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
            .choice(
              .one(
                key: "size", label: "Size \"S\"",
                options: [ChoiceOption(key: "s", title: "Small"), ChoiceOption(key: "m", title: "Médium")], chosen: "m",
                style: .inline, required: true)),
            .choice(
              .many(
                key: "tags", label: "Tags",
                options: [ChoiceOption(key: "a", title: "A"), ChoiceOption(key: "b", title: "B")],
                chosen: ["b", "a"], style: .menu, sending: .submit, error: "Two at most", enabled: false)),
            .choice(.one(key: "none", label: "None", options: [], chosen: nil)),
            .field(
              Field(
                key: "due", label: "Due", kind: .date, value: "2026-12-01", sending: .leave, min: "2026-01-01",
                max: "2030-12-31")),
            .field(Field(key: "at", label: "At", kind: .time, value: "", sending: .submit, max: "18:00")),
          ])),
      .stack(axis: .vertical, children: []), .section(title: "", children: [.text("t")]),
    ])
}
