# A unity build of the libraries (CMake's UNITY_BUILD: their .cpp files compiled eight to a translation unit) for
# builds that are compiled once and not edited, such as CI's sanitizer stage: each header and each inline function is
# compiled once per eight files instead of once per file. A file whose sources have options of their own (the CPU
# kernels) is compiled alone. So that it stays possible, a file's names at namespace scope must not clash with
# another file's, anonymous namespaces included, and a using-directive stays inside a namespace of the file's own.
option(TSR_UNITY_BUILD "Compile the libraries as unity builds" OFF)

# tsr_glob_library(NAME DIR): a static library from every .cpp below DIR.
# Folders own their files; adding a source file needs no edit here.
function(tsr_glob_library name dir)
  file(GLOB_RECURSE srcs CONFIGURE_DEPENDS ${dir}/*.cpp)
  if(NOT srcs)
    return()
  endif()
  add_library(${name} STATIC ${srcs})
  set_target_properties(${name} PROPERTIES UNITY_BUILD ${TSR_UNITY_BUILD})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
endfunction()

# Whether this machine's CPU runs OpenBLAS's Haswell kernels (AVX2 and FMA), which the unit tests then pin.
set(TSR_PIN_BLAS_HASWELL OFF)
if(EXISTS /proc/cpuinfo)
  file(STRINGS /proc/cpuinfo tsr_cpu_flags REGEX "^flags" LIMIT_COUNT 1)
  if(tsr_cpu_flags MATCHES " avx2( |$)" AND tsr_cpu_flags MATCHES " fma( |$)")
    set(TSR_PIN_BLAS_HASWELL ON)
  endif()
endif()

# The test programs' own code is compiled without optimisation (after the build type's flags, so this wins): the
# time goes into the libraries they call, which keep their flags, while GCC's -O3 took 1.7 times as long over
# GoogleTest's macros (a sample of 13 test files: 40.7 s against 24.3; samples_nn.cpp 13.9 s against 2.0), a
# quarter of a cold build (docs/testing.md, "CI's time").
set(TSR_TEST_COMPILE_OPTIONS "-O0" CACHE STRING "Compile options for the unit tests' own sources")

# tsr_glob_test(NAME DIR LIBS...): one GoogleTest executable from every .cpp below DIR, run by ctest.
function(tsr_glob_test name dir)
  file(GLOB_RECURSE srcs CONFIGURE_DEPENDS ${dir}/*.cpp)
  if(NOT srcs)
    return()
  endif()
  add_executable(${name} ${srcs})
  target_link_libraries(${name} PRIVATE ${ARGN} GTest::gtest_main)
  target_compile_definitions(${name} PRIVATE TSR_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  target_compile_options(${name} PRIVATE ${TSR_TEST_COMPILE_OPTIONS})
  include(GoogleTest)
  # OpenBLAS's kernels by CPU model order their sums differently; PyTorch's values the tests compare with were
  # recorded with its Haswell kernels, so the tests use those on any CPU that has AVX2 and FMA (as run_cases.py).
  if(TSR_PIN_BLAS_HASWELL)
    gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60 PROPERTIES ENVIRONMENT "OPENBLAS_CORETYPE=Haswell")
  else()
    gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60)
  endif()
endfunction()
