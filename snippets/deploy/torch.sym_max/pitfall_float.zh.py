import torch

print(max(5, 3.0), torch.sym_max(5, 3.0))  # 内置函数保留胜出者的类型；sym_max 会做类型提升
print(torch.sym_min(2, 7.5))

n = torch.sym_max(5, 3.0)
print(torch.zeros(3).new_zeros(int(n)).shape)  # 浮点数要先转换才能当尺寸用
