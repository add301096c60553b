import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook


def count_steps(optimizer):  # missing the args and kwargs parameters
    optimizer.n_steps = getattr(optimizer, "n_steps", 0) + 1


handle = register_optimizer_step_pre_hook(count_steps)
try:
    model = torch.nn.Linear(2, 1)
    opt = torch.optim.Adam(model.parameters())  # any optimizer, created at any time
    opt.step()
finally:
    handle.remove()  # a global hook would otherwise stay for the whole process
