// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>

namespace TrainDeck::Metrics {

/// The part of std::vector that MetricBatch needs, for plain values only, with an append that
/// compiles to a compare and a store. The parser writes millions of samples a second and
/// std::vector::emplace_back stays a call in GCC's build of it (its growth path is inlined
/// with it), about 35 instructions a sample where the sample itself is four stores.
template<typename T>
class PlainBuffer
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    PlainBuffer() = default;
    PlainBuffer(const PlainBuffer &other) { *this = other; }
    PlainBuffer &operator=(const PlainBuffer &other)
    {
        if (this != &other) {
            m_size = 0;
            reserve(other.m_size);
            if (other.m_size)
                std::memcpy(m_data.get(), other.m_data.get(), other.m_size * sizeof(T));
            m_size = other.m_size;
        }
        return *this;
    }
    PlainBuffer(PlainBuffer &&other) noexcept { *this = std::move(other); }
    PlainBuffer &operator=(PlainBuffer &&other) noexcept
    {
        m_data = std::move(other.m_data);
        m_size = std::exchange(other.m_size, 0);
        m_capacity = std::exchange(other.m_capacity, 0);
        return *this;
    }

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    size_t capacity() const { return m_capacity; }
    void clear() { m_size = 0; }

    T *data() { return m_data.get(); }
    const T *data() const { return m_data.get(); }
    T *begin() { return data(); }
    T *end() { return data() + m_size; }
    const T *begin() const { return data(); }
    const T *end() const { return data() + m_size; }
    T &operator[](size_t i) { return m_data[i]; }
    const T &operator[](size_t i) const { return m_data[i]; }
    T &back() { return m_data[m_size - 1]; }
    const T &back() const { return m_data[m_size - 1]; }

    /// A new element at the end, its bytes not set.
    T &emplace_back()
    {
        if (Q_UNLIKELY(m_size == m_capacity))
            grow(m_size + 1);
        return m_data[m_size++];
    }
    void push_back(const T &value) { emplace_back() = value; }
    /// `count` new elements at the end, their bytes not set.
    T *append(size_t count)
    {
        if (Q_UNLIKELY(m_size + count > m_capacity))
            grow(m_size + count);
        T *at = m_data.get() + m_size;
        m_size += count;
        return at;
    }
    /// Shorter, or longer with zeroed elements.
    void resize(size_t size)
    {
        if (size > m_size)
            std::memset(static_cast<void *>(append(size - m_size)), 0, (size - m_size) * sizeof(T));
        m_size = size;
    }
    void reserve(size_t capacity)
    {
        if (capacity > m_capacity)
            grow(capacity);
    }

private:
    Q_DECL_COLD_FUNCTION void grow(size_t atLeast)
    {
        const size_t capacity = std::max<size_t>({atLeast, m_capacity * 2, 64});
        std::unique_ptr<T[]> bigger(new T[capacity]);
        if (m_size)
            std::memcpy(static_cast<void *>(bigger.get()), m_data.get(), m_size * sizeof(T));
        m_data = std::move(bigger);
        m_capacity = capacity;
    }

    std::unique_ptr<T[]> m_data;
    size_t m_size = 0;
    size_t m_capacity = 0;
};

} // namespace TrainDeck::Metrics
