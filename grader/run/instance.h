// Which grader process owns what it leaves on the machine (run control groups, workspace
// folders), and whether that grader is provably dead, so that a later grader may sweep
// what a SIGKILLed one left behind without ever touching a live grader's runs.
//
// Each grader process has a tag, "g<pid>-<nanoseconds>", unique on the machine, and holds
// an exclusive flock() on <instances folder>/<tag> for as long as it lives. The kernel
// drops the lock when the process dies, however it dies: a tag whose lock file exists and
// can be locked belongs to a dead grader. A tag without a lock file is never judged dead
// (it may belong to a grader that keeps its lock files elsewhere).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

// This process's tag; the first call creates and locks its lock file (thread-safe).
const std::string& instance_tag();

// The tag at the start of `name` ("g123-456-r7" -> "g123-456"), or nullopt when `name`
// does not start with a well-formed tag. Pure.
std::optional<std::string> tag_prefix(std::string_view name);

// True only when `tag` has a lock file that nobody holds: its grader is dead.
bool instance_is_dead(const std::string& tag);

// Records in this grader's lock file that it makes workspaces under `parent`, once per
// folder: a later sweep must find them even when its own $TMPDIR differs.
void note_workspace_parent(const std::filesystem::path& parent);

// What a grader wrote in its lock file: the mount namespace it ran in (a first line
// "mnt:[<inode>]") and the workspace parents it noted (one absolute path a line).
struct InstanceRecord {
  std::string mount_namespace;  // empty when not recorded (an older grader)
  std::vector<std::filesystem::path> workspace_parents;
};

// Pure parse of a lock file's text; lines that are neither are skipped.
InstanceRecord parse_instance_record(std::string_view text);
InstanceRecord instance_record_of(const std::string& tag);

// This process's mount namespace, as recorded ("mnt:[4026531840]"); empty if unknown.
const std::string& own_mount_namespace();

// True when the paths a grader recorded name the same files here: same mount namespace,
// or one of the two unknown. The lock files (root: /run/puzzle-grader) are shared by
// every mount namespace, while /tmp may be private to one (systemd PrivateTmp, a CI
// namespace): a sweeper elsewhere must neither look for that grader's workspaces in its
// own /tmp nor forget it, or that grader's own namespace would never sweep them.
bool sees_same_files(const InstanceRecord& record);

// Removes a dead grader's lock file once its leftovers are swept.
void forget_instance(const std::string& tag);

// The folder holding the lock files (root-only when the grader is root).
const std::filesystem::path& instances_folder();

}  // namespace grader
