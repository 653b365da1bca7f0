# Runs the libFuzzer target over the seed corpus for SECONDS seconds; any crash,
# sanitizer report, leak or input slower than the per-input limit fails (non-zero exit).
#   cmake -DFUZZER=... -DSOURCE_DIR=... -DWORK_DIR=... -DSECONDS=60 -P RunFuzzer.cmake
# Seeds: the committed corpus (conformance cases and hand-written inputs), every golden
# script, and every input that ever crashed it (tests/fuzz/regressions). New coverage
# found is kept in WORK_DIR/corpus for the next run; a crasher is written to
# WORK_DIR/artifacts: add it to tests/fuzz/regressions once fixed.
set(fuzz_dir "${SOURCE_DIR}/tests/fuzz")
file(MAKE_DIRECTORY "${WORK_DIR}/corpus" "${WORK_DIR}/golden-seeds" "${WORK_DIR}/artifacts")
file(GLOB_RECURSE golden RELATIVE "${SOURCE_DIR}/tests/golden/cases" "${SOURCE_DIR}/tests/golden/cases/*.py")
foreach(script ${golden})
  string(REPLACE "/" "_" flat "${script}")
  configure_file("${SOURCE_DIR}/tests/golden/cases/${script}" "${WORK_DIR}/golden-seeds/${flat}" COPYONLY)
endforeach()
execute_process(
  COMMAND "${FUZZER}" -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=1536 -malloc_limit_mb=512
          -max_len=8192 -print_final_stats=1 "-dict=${fuzz_dir}/subset.dict" "-artifact_prefix=${WORK_DIR}/artifacts/"
          "${WORK_DIR}/corpus" "${fuzz_dir}/corpus" "${WORK_DIR}/golden-seeds" "${fuzz_dir}/regressions"
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the fuzzer found a failing input (exit ${rc}); it is in ${WORK_DIR}/artifacts")
endif()
