#pragma once
// Expected failures (bad input, unsolvable boards) travel as values; exceptions are kept
// for "cannot continue" and are caught once in main.

#include <string>
#include <utility>
#include <variant>

namespace puzzle {

// A failure explained in one line, written for a student reading a terminal.
struct Error {
  std::string message;
};

// Holds either a T or the Error that prevented producing one.
template <class T>
class Expected {
 public:
  Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}
  Expected(Error error) : state_(std::in_place_index<1>, std::move(error)) {}

  bool has_value() const { return state_.index() == 0; }
  explicit operator bool() const { return has_value(); }

  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

// For operations that produce nothing but may fail.
struct Ok {};
using Status = Expected<Ok>;

}  // namespace puzzle
