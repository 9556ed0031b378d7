import Foundation

/// One generic-password item of the Keychain: where a token lives and how it is protected.
struct KeychainItem: Hashable, Sendable {
    /// `kSecAttrService`.
    var service: String
    /// `kSecAttrAccount`: the token's key.
    var account: String
    /// `kSecAttrAccessGroup`, to share tokens with extensions and widgets.
    var accessGroup: String?
    /// `kSecUseDataProtectionKeychain`: on macOS, the iOS-style keychain rather than the legacy file
    /// keychain (which would prompt the user and has no accessibility classes). The only keychain on iOS.
    var usesDataProtectionKeychain = true
    /// `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`: readable by background refreshes once the
    /// device was unlocked after a restart, and never restored from a backup onto another device.
    var accessibleAfterFirstUnlockThisDeviceOnly = true
}

/// The Keychain calls ``KeychainTokenStore`` makes (`SecItemCopyMatching`, `SecItemAdd`,
/// `SecItemDelete`), behind a seam so that the store's decisions are tested on any platform.
protocol KeychainItems: Sendable {
    /// The item's data, or the `OSStatus` that refused it.
    func copyData(_ item: KeychainItem) -> (status: Int32, data: Data?)
    /// Adds the item with `data`; the `OSStatus`.
    func add(_ item: KeychainItem, data: Data) -> Int32
    /// Deletes the item; the `OSStatus`.
    func delete(_ item: KeychainItem) -> Int32
}

/// The `OSStatus` values the store tells apart (Security's `errSec…` constants).
enum KeychainStatus {
    static let success: Int32 = 0
    /// `errSecItemNotFound`.
    static let itemNotFound: Int32 = -25300
    /// `errSecMissingEntitlement`: the process is not signed with a keychain entitlement, as an
    /// unsigned command-line tool or `swift test` on macOS is not; the data-protection keychain refuses it.
    static let missingEntitlement: Int32 = -34018
}

/// What ``KeychainTokenStore`` does with each answer of the Keychain; platform-independent.
struct KeychainTokenLogic: Sendable {
    let service: String
    let accessGroup: String?
    let fallback: FileTokenStore?
    let keychain: any KeychainItems

    func item(_ key: String) -> KeychainItem {
        KeychainItem(service: service, account: key, accessGroup: accessGroup)
    }

    func token(forKey key: String) async throws -> AccessToken? {
        let (status, data) = keychain.copyData(item(key))
        switch status {
        case KeychainStatus.success:
            // A damaged item is treated as no token, as the file store treats a damaged file.
            return data.flatMap { try? JSONDecoder().decode(AccessToken.self, from: $0) }
        case KeychainStatus.itemNotFound:
            return nil
        case KeychainStatus.missingEntitlement:
            return try await fallbackStore(status).token(forKey: key)
        default:
            throw error(status)
        }
    }

    func setToken(_ token: AccessToken?, forKey key: String) async throws {
        let item = item(key)
        let deleted = keychain.delete(item)
        if deleted == KeychainStatus.missingEntitlement {
            return try await fallbackStore(deleted).setToken(token, forKey: key)
        }
        guard deleted == KeychainStatus.success || deleted == KeychainStatus.itemNotFound else { throw error(deleted) }
        guard let token else { return }
        let added = keychain.add(item, data: try JSONEncoder().encode(token))
        if added == KeychainStatus.missingEntitlement {
            return try await fallbackStore(added).setToken(token, forKey: key)
        }
        guard added == KeychainStatus.success else { throw error(added) }
    }

    /// The file store the caller allowed for a process the Keychain refuses.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` saying how to fix it, when none was allowed.
    private func fallbackStore(_ status: Int32) throws(BattleNetError) -> FileTokenStore {
        if let fallback { return fallback }
        throw BattleNetError(
            .invalidConfiguration,
            message: "the Keychain refused this process (OSStatus \(status), errSecMissingEntitlement): the data-protection "
                + "keychain needs an app signed with a keychain-access-groups entitlement (or an application identifier), "
                + "which an unsigned tool or `swift test` does not have; sign the app with one, or make the store with "
                + "KeychainTokenStore(fallback: FileTokenStore(directory: …)) to keep tokens in owner-only files instead"
        )
    }

    private func error(_ status: Int32) -> BattleNetError {
        BattleNetError(.invalidConfiguration, message: "the Keychain answered OSStatus \(status) for service \(service)")
    }
}

#if canImport(Security)
import Security

/// Keeps tokens in the Keychain (Apple platforms), as generic passwords.
///
/// - Items live in the data-protection keychain (`kSecUseDataProtectionKeychain`), the only one on
///   iOS and the modern one on macOS, where the legacy file keychain would otherwise be used.
/// - Items are `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`: background refreshes can read them
///   once the device was unlocked after a restart, and they never travel through a backup to another device.
/// - On macOS the data-protection keychain needs the process to be signed with a keychain entitlement
///   (`keychain-access-groups`, or an application identifier). An unsigned command-line tool, or
///   `swift test`, gets `errSecMissingEntitlement` (-34018): the store then throws
///   ``BattleNetError`` `.invalidConfiguration` saying so, or uses `fallback` when you gave one.
///
/// Pass an access group to share tokens with extensions and widgets.
///
/// ```swift
/// // An app: the Keychain only.
/// let store = KeychainTokenStore()
/// // A tool that may run unsigned: owner-only files when the Keychain refuses it.
/// let toolStore = KeychainTokenStore(fallback: FileTokenStore(directory: try FileTokenStore.defaultDirectory()))
/// ```
public struct KeychainTokenStore: TokenStore {
    /// The items' `kSecAttrService`.
    public let service: String
    /// The items' `kSecAttrAccessGroup`, or `nil` for the app's default group.
    public let accessGroup: String?
    /// Where tokens go when the Keychain refuses the process for want of an entitlement; `nil` to throw.
    public let fallback: FileTokenStore?
    private let logic: KeychainTokenLogic

    /// A store for `service`.
    /// - Parameters:
    ///   - service: The items' service name.
    ///   - accessGroup: A keychain access group to share tokens with extensions and widgets.
    ///   - fallback: A file store used when the Keychain answers `errSecMissingEntitlement` (an
    ///     unsigned process on macOS); `nil` (the default) throws `.invalidConfiguration` instead.
    public init(service: String = "BattleNet", accessGroup: String? = nil, fallback: FileTokenStore? = nil) {
        self.service = service
        self.accessGroup = accessGroup
        self.fallback = fallback
        logic = KeychainTokenLogic(service: service, accessGroup: accessGroup, fallback: fallback, keychain: SecurityKeychain())
    }

    /// The token kept under `key`, or `nil`.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when the Keychain refuses the read (with
    ///   its `OSStatus`) and no fallback applies.
    public func token(forKey key: String) async throws -> AccessToken? {
        try await logic.token(forKey: key)
    }

    /// Keeps `token` under `key`, or removes it when `nil`.
    /// - Throws: ``BattleNetError`` `.invalidConfiguration` when the Keychain refuses the write (with
    ///   its `OSStatus`) and no fallback applies.
    public func setToken(_ token: AccessToken?, forKey key: String) async throws {
        try await logic.setToken(token, forKey: key)
    }
}

/// ``KeychainItems`` over Security's `SecItem` functions.
struct SecurityKeychain: KeychainItems {
    func copyData(_ item: KeychainItem) -> (status: Int32, data: Data?) {
        var query = Self.query(item)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        return (status, result as? Data)
    }

    func add(_ item: KeychainItem, data: Data) -> Int32 {
        var attributes = Self.query(item)
        attributes[kSecValueData as String] = data
        attributes[kSecAttrAccessible as String] = item.accessibleAfterFirstUnlockThisDeviceOnly
            ? kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly : kSecAttrAccessibleAfterFirstUnlock
        return SecItemAdd(attributes as CFDictionary, nil)
    }

    func delete(_ item: KeychainItem) -> Int32 {
        SecItemDelete(Self.query(item) as CFDictionary)
    }

    /// The attributes that find the item.
    static func query(_ item: KeychainItem) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: item.service,
            kSecAttrAccount as String: item.account,
        ]
        if let group = item.accessGroup { query[kSecAttrAccessGroup as String] = group }
        if item.usesDataProtectionKeychain { query[kSecUseDataProtectionKeychain as String] = true }
        return query
    }
}
#endif
