import torch
from torch.utils import get_cpp_backtrace

try:
    torch.ones(2, 3) @ torch.ones(2, 3)
except RuntimeError as err:
    trace = get_cpp_backtrace()  # 这是*这一行*的调用栈，不是出错处的
    print(str(err))
    print("check_mm_shapes" in trace)  # 抛出错误的 C++ 函数不在其中
