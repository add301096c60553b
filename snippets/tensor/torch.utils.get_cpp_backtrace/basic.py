import torch
from torch.utils import get_cpp_backtrace

x = torch.ones(2, requires_grad=True)
traces = []
# Record the C++ stack from inside a hook that autograd calls during backward
x.register_hook(lambda grad: traces.append(get_cpp_backtrace(maximum_number_of_frames=20)))
(x * 2).sum().backward()

lines = traces[0].splitlines()  # addresses and paths differ per run: print facts only
print(type(traces[0]).__name__, lines[0].startswith("frame #0:"))
print("<omitting python frames>" in lines)  # Python frames are left out
print(any("torch::autograd::Engine::" in line for line in lines))  # called by the engine
