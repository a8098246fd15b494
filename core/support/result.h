// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/error.h"
#include "core/support/logging.h"

#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

namespace TrainDeck {

/// A value or an Error: the C++20 stand-in for std::expected<T, Error> (C++23).
template<class T = void>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_v(std::in_place_index<0>, std::move(value))
    {}
    Result(Error error)
        : m_v(std::in_place_index<1>, std::move(error))
    {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_v); }
    const T &value() const & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<1>(m_v); }
    Error &error() { return std::get<1>(m_v); }

    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }

private:
    std::variant<T, Error> m_v;
};

template<>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
    {}
    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }
    Error &error() { return *m_error; }

private:
    std::optional<Error> m_error;
};

} // namespace TrainDeck

/// Soft assertion for states that should be impossible: logs and runs `action` instead of
/// crashing a user's session (Qt Creator's QTC_ASSERT).
#define TD_ASSERT(cond, action) \
    if (Q_LIKELY(cond)) { \
    } else { \
        qCWarning(lcCore, "TD_ASSERT: \"%s\" in %s:%d", #cond, __FILE__, __LINE__); \
        action; \
    } \
    do { \
    } while (0)
