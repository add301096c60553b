import torch

torch.set_num_threads(4)
big = torch.full((4_000_000,), 1e-39)       # 全是非规格化数
big * 1                                     # 任何并行运算都会启动算子内的工作线程

torch.set_flush_denormal(True)              # 之后才调用：只有当前线程被切换
r = big * 1
torch.set_flush_denormal(False)
print("some flushed:", bool((r == 0).any()), "some kept:", bool((r != 0).any()))
