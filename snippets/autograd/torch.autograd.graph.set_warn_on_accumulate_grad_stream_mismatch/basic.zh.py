import torch
from torch.autograd.graph import set_warn_on_accumulate_grad_stream_mismatch

warns = torch._C._warn_on_accumulate_grad_stream_mismatch  # 它设置的开关
print("initial:", warns())

# 作用于整个进程，也没有作用范围：关掉之后要自己再打开
set_warn_on_accumulate_grad_stream_mismatch(False)
print("after False:", warns())
set_warn_on_accumulate_grad_stream_mismatch(True)
print("after True:", warns())
