// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/utils/cryptography/WebAuthn.sol";

/**
 * The published reference SimpleAccount v0.7 (one owner key, execute / executeBatch, UUPS) plus
 * ERC-1271: `isValidSignature(hash, signature)` accepts the owner's ECDSA signature of
 * `replaySafeHash(hash)`, an EIP-712 digest whose domain names this account and this chain. The
 * owner's raw signature of `hash` is NOT accepted, so a signature made for one account of an owner
 * cannot be replayed against another account of the same owner, or on another chain.
 *
 * Passkey owners: besides the owner key, the account may have P-256 WebAuthn public keys as owners
 * (added and removed by the owner, or by the account itself through `execute`). A user operation
 * is then valid with either the owner's 65-byte ECDSA signature (SimpleAccount's rule) or a
 * passkey owner's WebAuthn assertion whose challenge is the user operation hash, verified by
 * OpenZeppelin's `WebAuthn` library: type "webauthn.get", the challenge, user presence AND user
 * verification, the backup flags, and the P-256 signature (low s only) over
 * authenticatorData || sha256(clientDataJSON), through the RIP-7212 / EIP-7951 precompile at 0x100
 * where the chain has it, else OpenZeppelin's Solidity P-256 code.
 * Passkey signature layout: x (32 bytes) || y (32 bytes) || abi.encode(r, s, challengeIndex,
 * typeIndex, authenticatorData, clientDataJSON) (OpenZeppelin's WebAuthnAuth, read in place).
 */
contract AirlockAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AirlockAccountMessage(bytes32 hash)");
    bytes32 private constant NAME_HASH = keccak256("AirlockAccount");
    bytes32 private constant VERSION_HASH = keccak256("1");

    /// keccak256(abi.encode(x, y)) of each passkey owner's P-256 public key.
    mapping(bytes32 => bool) private _passkeyOwners;

    event PasskeyOwnerAdded(bytes32 indexed keyId, bytes32 x, bytes32 y);
    event PasskeyOwnerRemoved(bytes32 indexed keyId, bytes32 x, bytes32 y);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// Makes the P-256 public key (x, y) an owner: its WebAuthn assertions over a user operation hash sign for the account.
    function addPasskeyOwner(bytes32 x, bytes32 y) external onlyOwner {
        // A point off the curve could never verify: refuse it rather than store a dead owner.
        require(P256.isValidPublicKey(x, y), "not a P-256 public key");
        bytes32 keyId = passkeyKeyId(x, y);
        require(!_passkeyOwners[keyId], "passkey already an owner");
        _passkeyOwners[keyId] = true;
        emit PasskeyOwnerAdded(keyId, x, y);
    }

    /// Removes the passkey owner (x, y).
    function removePasskeyOwner(bytes32 x, bytes32 y) external onlyOwner {
        bytes32 keyId = passkeyKeyId(x, y);
        require(_passkeyOwners[keyId], "not a passkey owner");
        delete _passkeyOwners[keyId];
        emit PasskeyOwnerRemoved(keyId, x, y);
    }

    /// Whether the P-256 public key (x, y) is an owner.
    function isPasskeyOwner(bytes32 x, bytes32 y) public view returns (bool) {
        return _passkeyOwners[passkeyKeyId(x, y)];
    }

    /// The id a passkey owner is stored and logged under.
    function passkeyKeyId(bytes32 x, bytes32 y) public pure returns (bytes32) {
        return keccak256(abi.encode(x, y));
    }

    /// The owner's 65-byte ECDSA signature (SimpleAccount's rule), or a passkey owner's WebAuthn assertion over `userOpHash`.
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash) internal override returns (uint256 validationData) {
        if (userOp.signature.length == 65) return super._validateSignature(userOp, userOpHash);
        return _isValidPasskeySignature(abi.encodePacked(userOpHash), userOp.signature) ? SIG_VALIDATION_SUCCESS : SIG_VALIDATION_FAILED;
    }

    function _isValidPasskeySignature(bytes memory challenge, bytes calldata signature) private view returns (bool) {
        if (signature.length < 64) return false;
        bytes32 x = bytes32(signature[0:32]);
        bytes32 y = bytes32(signature[32:64]);
        if (!_passkeyOwners[passkeyKeyId(x, y)]) return false;
        (bool decoded, WebAuthn.WebAuthnAuth calldata auth) = WebAuthn.tryDecodeAuth(signature[64:]);
        // requireUV: the passkey alone moves funds, so the authenticator must have verified the person (PIN, biometrics).
        return decoded && WebAuthn.verify(challenge, auth, x, y, true);
    }

    /// The digest the owner signs for `hash`: EIP-712 typed data bound to this account and chain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator = keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return MessageHashUtils.toTypedDataHash(domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// ERC-1271: the magic value when the owner signed `replaySafeHash(hash)`, else 0xffffffff (never reverts).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecoverCalldata(replaySafeHash(hash), signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/**
 * Deploys AirlockAccounts as ERC-1967 proxies at CREATE2 addresses fixed by (owner, salt), so an
 * account's address is known before it exists (counterfactual, ERC-4337 initCode / ERC-6492).
 */
contract AirlockAccountFactory {
    AirlockAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new AirlockAccount(anEntryPoint);
    }

    /// Deploys the account, or returns it when it exists already (the EntryPoint may call this for a deployed sender's initCode in simulations).
    function createAccount(address owner, uint256 salt) external returns (AirlockAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return AirlockAccount(payable(account));
        return AirlockAccount(payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner))));
    }

    /// The address `createAccount(owner, salt)` deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory initCode = abi.encodePacked(type(ERC1967Proxy).creationCode, abi.encode(address(accountImplementation), _initCall(owner)));
        return Create2.computeAddress(bytes32(salt), keccak256(initCode));
    }

    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
