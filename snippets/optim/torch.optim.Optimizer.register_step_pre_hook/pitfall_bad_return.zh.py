import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)


def check_grads(optimizer, args, kwargs):
    grads_ok = all(p.grad is not None for p in model.parameters())
    return grads_ok  # 本意是“可以继续”，但只允许返回 None 或 (args, kwargs)


opt.register_step_pre_hook(check_grads)
model(torch.ones(1, 2)).sum().backward()
opt.step()
