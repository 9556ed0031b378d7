#if canImport(Security)
import Foundation
import Security

/// Keeps tokens in the Keychain (Apple platforms), as generic passwords.
///
/// Items use `kSecAttrAccessibleAfterFirstUnlock`, so background refreshes can read them; pass an
/// access group to share tokens with extensions and widgets.
public struct KeychainTokenStore: TokenStore {
    public let service: String
    public let accessGroup: String?

    public init(service: String = "BattleNet", accessGroup: String? = nil) {
        self.service = service
        self.accessGroup = accessGroup
    }

    public func token(forKey key: String) async throws -> AccessToken? {
        var query = baseQuery(key)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw keychainError(status) }
        return try? JSONDecoder().decode(AccessToken.self, from: data)
    }

    public func setToken(_ token: AccessToken?, forKey key: String) async throws {
        let query = baseQuery(key)
        SecItemDelete(query as CFDictionary)
        guard let token else { return }
        var item = query
        item[kSecValueData as String] = try JSONEncoder().encode(token)
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw keychainError(status) }
    }

    private func baseQuery(_ key: String) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }

    private func keychainError(_ status: OSStatus) -> BattleNetError {
        BattleNetError(.invalidConfiguration, message: "the Keychain answered OSStatus \(status) for service \(service)")
    }
}
#endif
