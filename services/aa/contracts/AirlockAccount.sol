// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";

/**
 * The published reference SimpleAccount v0.7 (one owner key, execute / executeBatch, UUPS) plus
 * ERC-1271: `isValidSignature(hash, signature)` accepts the owner's ECDSA signature of
 * `replaySafeHash(hash)`, an EIP-712 digest whose domain names this account and this chain. The
 * owner's raw signature of `hash` is NOT accepted, so a signature made for one account of an owner
 * cannot be replayed against another account of the same owner, or on another chain.
 */
contract AirlockAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("AirlockAccountMessage(bytes32 hash)");
    bytes32 private constant NAME_HASH = keccak256("AirlockAccount");
    bytes32 private constant VERSION_HASH = keccak256("1");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

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
