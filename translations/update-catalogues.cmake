# SPDX-FileCopyrightText: 2026 The TrainDeck authors
# SPDX-License-Identifier: Apache-2.0
# Runs lupdate for the catalogues TS_FILES on copies in WORK_DIR and, unless CHECK_ONLY is set,
# puts a copy back over its source only when lupdate changed it (then touches STAMP), so an
# unchanged catalogue keeps its time stamp. Called by the build (translations/CMakeLists.txt)
# and by the test translations.catalogues (with CHECK_ONLY, to compare the copies).
# Variables: LUPDATE, GENERATOR and PROJECT_IN (Qt's lupdate project, see CMakeLists.txt),
# PROJECT_JSON, OPTIONS, TS_FILES, WORK_DIR, STAMP, CHECK_ONLY.
set(IN_FILE "${PROJECT_IN}")
set(OUT_FILE "${PROJECT_JSON}")
include("${GENERATOR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(copies "")
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name "${ts}" NAME)
    file(COPY_FILE "${ts}" "${WORK_DIR}/${name}")
    list(APPEND copies "${WORK_DIR}/${name}")
endforeach()
execute_process(COMMAND "${LUPDATE}" -silent -project "${PROJECT_JSON}" ${OPTIONS} -ts ${copies}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${rc})")
endif()
if(CHECK_ONLY)
    return()
endif()
set(changed FALSE)
foreach(ts IN LISTS TS_FILES)
    get_filename_component(name "${ts}" NAME)
    file(SHA256 "${ts}" before)
    file(SHA256 "${WORK_DIR}/${name}" after)
    if(NOT before STREQUAL after)
        message(STATUS "lupdate updated ${ts} from the sources; commit it with the code")
        file(COPY_FILE "${WORK_DIR}/${name}" "${ts}")
        set(changed TRUE)
    endif()
endforeach()
if(changed OR NOT EXISTS "${STAMP}")
    file(TOUCH "${STAMP}")
endif()
