// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721URIStorage, ERC721} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";

/// @title Renamable Badges (RNB): a test-only ERC-721 whose token URIs change after minting.
/// @notice Setting a URI emits ERC-4906's MetadataUpdate (OpenZeppelin's ERC721URIStorage), as a
///         collection that reveals or edits its tokens does; the data service's NFT tests use it.
contract RenamableBadges is ERC721URIStorage {
    constructor() ERC721("Renamable Badges", "RNB") {}

    /// @notice Mints token `id` to `to` with the URI `uri`.
    function mint(address to, uint256 id, string calldata uri) external {
        _mint(to, id);
        _setTokenURI(id, uri);
    }

    /// @notice Changes token `id`'s URI (and announces it with MetadataUpdate).
    function setTokenURI(uint256 id, string calldata uri) external {
        _setTokenURI(id, uri);
    }
}
