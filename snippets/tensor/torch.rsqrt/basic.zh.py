import torch

x = torch.tensor([4.0, 1.0, 0.25])
print(torch.rsqrt(x))                      # 1 / sqrt(x)

# 常见用法：除以标准差做归一化，eps 加在根号里
h = torch.tensor([[1.0, 2.0, 3.0, 4.0]])
var = h.var(dim=-1, keepdim=True, unbiased=False)
print((h - h.mean(dim=-1, keepdim=True)) * torch.rsqrt(var + 1e-5))

print(torch.rsqrt(torch.tensor([4, 16])))  # 整数输入：结果为 float32
