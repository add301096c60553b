import sys
from pathlib import Path

import torch

print(torch.compiled_with_cxx11_abi())
print(torch._C._GLIBCXX_USE_CXX11_ABI)  # the same flag, as the C extension reports it

# A hand-written build (CMake, Makefile) linking libtorch must compile with the same setting.
print(f"-D_GLIBCXX_USE_CXX11_ABI={int(torch.compiled_with_cxx11_abi())}")

# The new ABI shows in libtorch's exported C++ names: std::string is std::__cxx11::basic_string.
if sys.platform == "linux":
    lib = Path(torch.__file__).parent / "lib" / "libc10.so"
    print("'__cxx11' in libc10.so:", b"__cxx11" in lib.read_bytes())
