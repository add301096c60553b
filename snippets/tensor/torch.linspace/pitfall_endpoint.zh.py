import torch

# 本意：从 0 开始、步长 0.1 的十个点
t = torch.linspace(0, 1, 10)
print(t)
print(t[1] - t[0])              # 步长是 1/9，因为包含了 1.0

print(torch.linspace(0, 0.9, 10))       # 这才是本意
print(torch.arange(10) * 0.1)           # 同样的网格，由整数生成
