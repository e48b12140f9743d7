#!/usr/bin/env bash
# Vocareum runs this for every graded submission (docs/platforms/vocareum.md): from the
# student's work folder (a fresh copy of what they submitted), with this package's files
# beside this script, and two fresh files to fill: $vocareumGradeFile (one
# "<rubric criterion>,<score>" line per part of the assignment) and $vocareumReportFile
# (what the student reads, first line VOC_NO_REPORT_OUTPUT so that none of this script's
# own output reaches the student).
#
# grade.py does the grading. This wrapper is here so that the student always gets a
# report, even when python3 cannot start: then the report says the problem is the
# grader's, the grade file stays empty (no score, never a zero that looks like the
# student's) and the exit status is 1, which Vocareum counts as a failed grading.
set -u

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python3 "$HERE/grade.py"
status=$?
# 0: graded; 1: a grader problem, already said in the report by grade.py.
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
  echo "grade.sh: grade.py exited with status $status" >&2
  if [ -n "${vocareumGradeFile:-}" ]; then : >"$vocareumGradeFile"; fi
  if [ -n "${vocareumReportFile:-}" ]; then
    # The same sentence as grade.py's GRADER_PROBLEM, on one line.
    problem="We could not grade this submission: something went wrong in the grader, not"
    problem="$problem in your work, and no score was recorded. Please tell your instructor,"
    problem="$problem and submit again later."
    printf '%s\n' "VOC_NO_REPORT_OUTPUT" "$problem" "(grader status $status)" \
      >"$vocareumReportFile"
  fi
  exit 1
fi
exit "$status"
