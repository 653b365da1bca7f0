# Configures (once) and builds a second build tree of this project under the normal
# build directory: the libFuzzer tree and the sanitizer tree that CTest then runs.
# Re-runs are incremental.
#   cmake -DSOURCE_DIR=... -DBINARY_DIR=... -DGENERATOR=Ninja -DCXX=clang++
#         -DOPTIONS="-DA=1;-DB=2" [-DTARGET=name] -P BuildTree.cmake
foreach(var SOURCE_DIR BINARY_DIR GENERATOR CXX)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "BuildTree.cmake: ${var} is not set")
  endif()
endforeach()
find_program(TL_CXX NAMES ${CXX})
if(NOT TL_CXX)
  message(FATAL_ERROR "${CXX} not found: resources/packaging/install-deps installs it")
endif()
if(NOT EXISTS "${BINARY_DIR}/CMakeCache.txt")
  execute_process(COMMAND ${CMAKE_COMMAND} -S "${SOURCE_DIR}" -B "${BINARY_DIR}" -G "${GENERATOR}"
                          "-DCMAKE_CXX_COMPILER=${TL_CXX}" ${OPTIONS} --no-warn-unused-cli
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(REMOVE "${BINARY_DIR}/CMakeCache.txt")
    message(FATAL_ERROR "configuring ${BINARY_DIR} failed")
  endif()
endif()
if(DEFINED TARGET)
  set(target_args --target ${TARGET})
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BINARY_DIR}" ${target_args} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building ${BINARY_DIR} failed")
endif()
