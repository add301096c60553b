import torch
from torch.utils import get_cpp_backtrace

x = torch.ones(2, requires_grad=True)
traces = []
# 在反向时由 autograd 调用的钩子里记录 C++ 调用栈
x.register_hook(lambda grad: traces.append(get_cpp_backtrace(maximum_number_of_frames=20)))
(x * 2).sum().backward()

lines = traces[0].splitlines()  # 地址和路径每次运行都不同：只打印确定的事实
print(type(traces[0]).__name__, lines[0].startswith("frame #0:"))
print("<omitting python frames>" in lines)  # Python 栈帧被省略
print(any("torch::autograd::Engine::" in line for line in lines))  # 由引擎调用
