import ViperKit

/// The feature's fields, said once (written by `viper-host new module
/// --fields`, docs/FIELDS.md): the form's controls and their checks, the
/// rows, the detail and the table's columns follow from them. A field added
/// or changed later needs a new migration too (SQLiteMyScreenGateway).
public enum MyScreenFields {
  // MyScreenFieldDeclarations
}
