# Writes tensorlens.1 (and tensorlens.1.gz) from the text `tensorlens --help` prints, so the
# manual page never differs from the usage the program itself shows.
#   cmake -DEXECUTABLE=... -DOUTPUT=.../tensorlens.1 -DVERSION=... -DSUMMARY=...
#         -DMODULE_DIR=lib/tensorlens -DDATA_DIR=share/tensorlens -P GenerateManPage.cmake
# The usage lines become the SYNOPSIS, the notes after them the OPTIONS.
foreach(var EXECUTABLE OUTPUT VERSION SUMMARY MODULE_DIR DATA_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "GenerateManPage.cmake: ${var} is not set")
  endif()
endforeach()

# The environment could make --help fail (a bad TENSORLENS_CUDA is an error).
unset(ENV{TENSORLENS_CUDA})
unset(ENV{TENSORLENS_MAX_MEMORY})
execute_process(COMMAND "${EXECUTABLE}" --help OUTPUT_VARIABLE help RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR help STREQUAL "")
  message(FATAL_ERROR "${EXECUTABLE} --help failed (${rc}): ${err}")
endif()

# Text for roff: backslashes and dashes escaped, no line read as a request.
function(roff_escape out text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

string(FIND "${help}" "\n\n" split)
if(split LESS 0)
  message(FATAL_ERROR "${EXECUTABLE} --help: no blank line between the usage and the notes")
endif()
string(SUBSTRING "${help}" 0 ${split} usage)
math(EXPR notes_begin "${split} + 2")
string(SUBSTRING "${help}" ${notes_begin} -1 notes)
string(STRIP "${notes}" notes)

# The usage block, without its "usage: " label and the indentation that lines up under it.
string(REGEX REPLACE "^usage: " "" usage "${usage}")
string(REGEX REPLACE "\n       " "\n" usage "${usage}")
roff_escape(usage "${usage}")

# Each note starts with the option it is about; its lines are filled as one paragraph.
roff_escape(notes "${notes}")
string(REGEX REPLACE "(^|\n)(\\\\-\\\\-[a-z\\\\-]+)" "\\1.PP\n\\\\fB\\2\\\\fR" notes "${notes}")

roff_escape(summary "${SUMMARY}")
string(SUBSTRING "${summary}" 0 1 first)
string(SUBSTRING "${summary}" 1 -1 rest)
string(TOLOWER "${first}" first)
roff_escape(module_dir "${MODULE_DIR}")
roff_escape(data_dir "${DATA_DIR}")

file(WRITE "${OUTPUT}" ".TH TENSORLENS 1 \"\" \"tensorlens ${VERSION}\" \"User Commands\"
.SH NAME
tensorlens \\- ${first}${rest}
.SH SYNOPSIS
.nf
${usage}
.fi
.SH OPTIONS
${notes}
.SH FILES
Under the installation prefix, the directory above the one holding
.BR tensorlens :
.TP
.I ${module_dir}/libtensorlens_gui.so
The explainer window, loaded only by the window, shot and scene commands.
.TP
.I ${data_dir}/lessons/
Lessons: scripts that ask for a prediction before a statement runs.
.TP
.I ${data_dir}/examples/
Example scripts.
.PP
.B tensorlens info
names both folders.
.SH SEE ALSO
.BR python3 (1)
")

# Debian ships manual pages compressed, without a name or time stamp in the gzip header.
find_program(GZIP gzip)
if(GZIP)
  execute_process(COMMAND "${GZIP}" -9nc "${OUTPUT}" OUTPUT_FILE "${OUTPUT}.gz" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip ${OUTPUT} failed")
  endif()
else()
  message(FATAL_ERROR "gzip is needed to compress the manual page")
endif()
