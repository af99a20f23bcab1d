// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20Like {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// @title Airlock Exchange: the local stack's constant-product pools.
/// @notice One pool per token, each paired with ETH (x * y = k, 0.3 % fee kept in the pool).
/// A token-to-token swap goes through ETH in one transaction. Only the owner adds liquidity:
/// this is a test market whose prices move with trades, not a venue for real funds.
contract AirlockExchange {
    /// @notice Stands for native ETH in `swap` and `getAmountOut` (the usual placeholder address).
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant FEE_BPS = 30;

    address public immutable owner;
    mapping(address => uint256) public ethReserve;
    mapping(address => uint256) public tokenReserve;

    event LiquidityAdded(address indexed token, uint256 ethAmount, uint256 tokenAmount);
    event Swapped(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to);

    error NotOwner();
    error UnknownPool(address token);
    error SameToken();
    error InvalidAmount();
    error SlippageExceeded(uint256 amountOut, uint256 minAmountOut);
    error TransferFailed();

    constructor() {
        owner = msg.sender;
    }

    /// @notice Adds `tokenAmount` of `token` (pulled from the owner) and the ETH sent to its pool.
    function addLiquidity(address token, uint256 tokenAmount) external payable {
        if (msg.sender != owner) revert NotOwner();
        if (token == NATIVE || token == address(0) || msg.value == 0 || tokenAmount == 0) revert InvalidAmount();
        if (!IERC20Like(token).transferFrom(msg.sender, address(this), tokenAmount)) revert TransferFailed();
        ethReserve[token] += msg.value;
        tokenReserve[token] += tokenAmount;
        emit LiquidityAdded(token, msg.value, tokenAmount);
    }

    /// @notice Both reserves of `token`'s pool: ETH first.
    function getReserves(address token) external view returns (uint256 eth, uint256 tokens) {
        return (ethReserve[token], tokenReserve[token]);
    }

    /// @notice What `swap` would pay for `amountIn` now (fees included).
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        if (tokenIn == tokenOut) revert SameToken();
        if (tokenIn == NATIVE) return _out(amountIn, ethReserve[tokenOut], _pool(tokenOut));
        if (tokenOut == NATIVE) return _out(amountIn, _pool(tokenIn), ethReserve[tokenIn]);
        uint256 eth = _out(amountIn, _pool(tokenIn), ethReserve[tokenIn]);
        return _out(eth, ethReserve[tokenOut], _pool(tokenOut));
    }

    /// @notice Swaps `amountIn` of `tokenIn` (ETH: send it as value) for at least `minAmountOut`
    /// of `tokenOut`, paid to `to`. Reverts with SlippageExceeded when the price moved too far.
    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) external payable returns (uint256 amountOut) {
        if (amountIn == 0 || to == address(0)) revert InvalidAmount();
        if (tokenIn == NATIVE ? msg.value != amountIn : msg.value != 0) revert InvalidAmount();
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        if (amountOut < minAmountOut) revert SlippageExceeded(amountOut, minAmountOut);
        if (amountOut == 0) revert InvalidAmount();

        if (tokenIn == NATIVE) {
            ethReserve[tokenOut] += amountIn;
            tokenReserve[tokenOut] -= amountOut;
        } else if (tokenOut == NATIVE) {
            tokenReserve[tokenIn] += amountIn;
            ethReserve[tokenIn] -= amountOut;
        } else {
            uint256 eth = _out(amountIn, tokenReserve[tokenIn], ethReserve[tokenIn]);
            tokenReserve[tokenIn] += amountIn;
            ethReserve[tokenIn] -= eth;
            ethReserve[tokenOut] += eth;
            tokenReserve[tokenOut] -= amountOut;
        }
        // Effects are done: only the transfers are left.
        if (tokenIn != NATIVE && !IERC20Like(tokenIn).transferFrom(msg.sender, address(this), amountIn)) revert TransferFailed();
        if (tokenOut == NATIVE) {
            (bool ok, ) = to.call{value: amountOut}("");
            if (!ok) revert TransferFailed();
        } else if (!IERC20Like(tokenOut).transfer(to, amountOut)) {
            revert TransferFailed();
        }
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    function _pool(address token) private view returns (uint256 reserve) {
        reserve = tokenReserve[token];
        if (reserve == 0) revert UnknownPool(token);
    }

    function _out(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        if (reserveIn == 0 || reserveOut == 0) revert UnknownPool(address(0));
        uint256 inWithFee = amountIn * (10_000 - FEE_BPS);
        return (inWithFee * reserveOut) / (reserveIn * 10_000 + inWithFee);
    }
}
