import torch

# 确定性模式会把未初始化的浮点内存填成 NaN，
# 这样读取 empty() 张量的问题就能显现出来
torch.use_deterministic_algorithms(True)

total = torch.empty(3)     # 本意是当作累加器
for step in range(2):
    total += torch.ones(3)
print(total)               # 垃圾值（这里是 nan），而不是 2

total = torch.zeros(3)
for step in range(2):
    total += torch.ones(3)
print(total)
