import torch
from torch import nn
from torch.nn.modules.module import register_module_forward_hook

calls = []


def profile(model, x):
    register_module_forward_hook(lambda m, args, out: calls.append(type(m).__name__))
    model(x)  # 句柄被丢弃：钩子一直留着


profile(nn.Linear(2, 2), torch.ones(1, 2))
print(calls)

unrelated = nn.Sequential(nn.ReLU(), nn.Tanh())
unrelated(torch.ones(1, 2))  # 分析早已结束，仍在记录
print(calls)
