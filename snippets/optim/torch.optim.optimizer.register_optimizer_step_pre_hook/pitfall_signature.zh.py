import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook


def count_steps(optimizer):  # 少了 args 和 kwargs 两个参数
    optimizer.n_steps = getattr(optimizer, "n_steps", 0) + 1


handle = register_optimizer_step_pre_hook(count_steps)
try:
    model = torch.nn.Linear(2, 1)
    opt = torch.optim.Adam(model.parameters())  # 任何优化器，无论何时创建
    opt.step()
finally:
    handle.remove()  # 否则全局钩子会在整个进程中一直存在
