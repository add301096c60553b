import threading

import torch

state = threading.local()
x = torch.ones(3, device="cuda", requires_grad=True)
x.register_hook(lambda grad: print("hook sees step:", getattr(state, "step", None)))

state.step = 7  # 训练循环设置的线程局部数据
(x * 2).sum().backward()  # 钩子在 CUDA 工作线程上运行：None

with torch.autograd.set_multithreading_enabled(False):
    (x * 2).sum().backward()  # 钩子在本线程上运行：7
