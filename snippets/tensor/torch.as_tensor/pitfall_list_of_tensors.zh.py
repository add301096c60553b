import torch

rows = [torch.ones(3), torch.zeros(3)]
print(torch.stack(rows).shape)      # 用 stack 拼接张量
torch.as_tensor(rows)               # as_tensor 会把元素转换为 Python 标量
