import torch

x = torch.tensor([-1e4, -1.0, 0.0, 1.0, 1e4])
print(torch.asinh(x))          # 处处有定义，奇函数，增长速度约为 log(2|x|)
print(x.arcsinh())             # arcsinh 是同一个函数

# 类似对数的变换：保留符号，在 0 处有限
counts = torch.tensor([-100.0, 0.0, 100.0])
print(torch.asinh(counts), torch.sinh(torch.asinh(counts)))
