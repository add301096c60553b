import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(2, 2).to(device)
calls = []
for _ in range(3):  # 例如每次评估都调用一遍的“注册钩子”辅助函数
    layer.register_forward_hook(lambda mod, args, out: calls.append(1))

layer(torch.ones(1, 2, device=device))
print(len(calls))  # 一次前向传播调用了 3 次
