// Expected failures travel as values (a bad board, a bad suite, a missing file);
// exceptions are kept for "cannot continue" and are caught once in each main. The one
// Expected of both libraries: a small stand-in for C++23 std::expected.
#pragma once

#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace puzzle {

// A failure explained in one line, written for a student reading a terminal.
struct Error {
  std::string message;
};

// Marks a value as the error of an Expected (std::unexpected's role).
template <class E>
struct Unexpected {
  E error;
};

template <class E>
Unexpected<E> unexpected(E error) {
  return Unexpected<E>{std::move(error)};
}

// Holds either a T or the E that prevented producing one.
template <class T, class E = Error>
class Expected {
 public:
  Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}
  Expected(Unexpected<E> failure) : state_(std::in_place_index<1>, std::move(failure.error)) {}
  // `return Error{"..."};` reads well and cannot be mistaken for a value; other error
  // types need unexpected(), since a std::string error beside a path value would be.
  Expected(Error error) requires std::is_same_v<E, Error>
      : state_(std::in_place_index<1>, std::move(error)) {}

  bool has_value() const { return state_.index() == 0; }
  explicit operator bool() const { return has_value(); }

  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  const E& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, E> state_;
};

// For operations that produce nothing but may fail.
struct Ok {};
using Status = Expected<Ok>;

}  // namespace puzzle
