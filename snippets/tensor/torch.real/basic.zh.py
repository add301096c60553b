import torch

z = torch.tensor([3 + 4j, 1 - 2j])
re = torch.real(z)
print(re, z.real)                     # 函数与属性结果相同
print(re.dtype, re.stride())          # float32 视图，在复数存储上步长为 2

re[0] = 100.0                         # 是视图：写入会改变 z
print(z)

x = torch.tensor([1.0, 2.0])
print(torch.real(x) is x)             # 实数张量原样返回自身
