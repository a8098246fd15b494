# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
# cmake -DPROGRAM=<exe> -DARGS=<a;b> -DOUTPUT=<file> [-DGZIP=<gzip>] -P TrainDeckWriteOutput.cmake
# Runs PROGRAM ARGS in English and writes what it prints to OUTPUT, and with GZIP also
# OUTPUT.gz (gzip -9n: no name or time stamp, so that the same page gives the same bytes).
# The build writes the man pages and the shell completion this way (app/CMakeLists.txt).
set(ENV{TRAINDECK_LANG} en)
execute_process(COMMAND ${PROGRAM} ${ARGS} OUTPUT_FILE ${OUTPUT}.tmp RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    file(REMOVE ${OUTPUT}.tmp)
    message(FATAL_ERROR "${PROGRAM} ${ARGS} failed (${rc})")
endif()
file(RENAME ${OUTPUT}.tmp ${OUTPUT})
if(GZIP)
    execute_process(COMMAND ${GZIP} -9n -c INPUT_FILE ${OUTPUT} OUTPUT_FILE ${OUTPUT}.gz
                    RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${GZIP} ${OUTPUT} failed (${rc})")
    endif()
endif()
