import torch
from torch.autograd.graph import set_override_stale_capture_stream

overrides = torch._C._override_stale_capture_stream  # 它设置的开关
print("initial:", overrides())

# 作用于整个进程；在用不到 CUDA Graph 的机器上只是被记下来
set_override_stale_capture_stream(True)
print("after True:", overrides())
set_override_stale_capture_stream(False)
print("after False:", overrides())
