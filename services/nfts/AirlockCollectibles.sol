// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title Airlock Badges (ABDG): the local stack's ERC-721 test collection.
/// @notice Anyone may mint the next badge to any address, so tests and the demo can hand out
///         NFTs without keys. tokenURI is `<baseURI><id>.json`, served by the local data API.
///         Test collectibles only.
contract AirlockBadges is ERC721 {
    string private baseUri;
    uint256 public nextId = 1;

    constructor(string memory baseUri_) ERC721("Airlock Badges", "ABDG") {
        baseUri = baseUri_;
    }

    /// @notice Mints the next badge to `to` and returns its id.
    function mint(address to) external returns (uint256 id) {
        id = nextId++;
        _safeMint(to, id);
    }

    function tokenURI(uint256 id) public view override returns (string memory) {
        _requireOwned(id);
        return string.concat(baseUri, Strings.toString(id), ".json");
    }
}

/// @title Airlock Items: the local stack's ERC-1155 test collection.
/// @notice Anyone may mint any amount of item ids 1..8 to any address. `uri` is the EIP-1155
///         template `<baseURI>{id}.json` (the client puts the 64-hex-digit id in). Test items only.
contract AirlockItems is ERC1155 {
    uint256 public constant MAX_ID = 8;
    string public constant name = "Airlock Items";
    string public constant symbol = "AITM";

    error UnknownItem(uint256 id);

    constructor(string memory baseUri_) ERC1155(string.concat(baseUri_, "{id}.json")) {}

    /// @notice Mints `amount` of item `id` to `to`.
    function mint(address to, uint256 id, uint256 amount) external {
        if (id == 0 || id > MAX_ID) revert UnknownItem(id);
        _mint(to, id, amount, "");
    }
}
