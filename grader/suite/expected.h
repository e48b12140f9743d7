// A small stand-in for C++23 std::expected: a value or an error, for failures the caller
// is expected to handle (a bad suite, a missing file). Exceptions are kept for "cannot
// continue" and are caught once in main.
#pragma once

#include <utility>
#include <variant>

namespace grader {

template <typename E>
struct Unexpected {
  E error;
};

template <typename E>
Unexpected<E> unexpected(E error) {
  return Unexpected<E>{std::move(error)};
}

template <typename T, typename E>
class Expected {
 public:
  Expected(T value) : data_(std::in_place_index<0>, std::move(value)) {}
  Expected(Unexpected<E> failure) : data_(std::in_place_index<1>, std::move(failure.error)) {}

  bool has_value() const { return data_.index() == 0; }
  explicit operator bool() const { return has_value(); }
  T& value() { return std::get<0>(data_); }
  const T& value() const { return std::get<0>(data_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const E& error() const { return std::get<1>(data_); }

 private:
  std::variant<T, E> data_;
};

}  // namespace grader
