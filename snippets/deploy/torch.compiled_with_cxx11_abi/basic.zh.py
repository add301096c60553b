import sys
from pathlib import Path

import torch

print(torch.compiled_with_cxx11_abi())
print(torch._C._GLIBCXX_USE_CXX11_ABI)  # 同一个标志，由 C 扩展模块给出

# 自己写的构建（CMake、Makefile）链接 libtorch 时，必须用同样的设置编译。
print(f"-D_GLIBCXX_USE_CXX11_ABI={int(torch.compiled_with_cxx11_abi())}")

# 新 ABI 体现在 libtorch 导出的 C++ 符号名里：std::string 是 std::__cxx11::basic_string。
if sys.platform == "linux":
    lib = Path(torch.__file__).parent / "lib" / "libc10.so"
    print("'__cxx11' in libc10.so:", b"__cxx11" in lib.read_bytes())
