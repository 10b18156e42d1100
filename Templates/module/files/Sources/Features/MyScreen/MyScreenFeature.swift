import ViperKit

/// What this feature brings to a host: its one module, on the gateway the
/// composition root gives it (Sources/viper-host/ScaffoldedFeatures.swift).
public enum MyScreenFeature {
  public static func modules(gateway: any MyScreenGateway) -> [any ScreenModule] {
    [MyScreenModule(effects: MyScreenEffectHandler(gateway: gateway))]
  }
}
