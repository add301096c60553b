import torch

a = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])

print(torch.eq(a, 2))                          # 与一个数比较
print(a == torch.tensor([1, 5, 6]))            # 一行在两行上广播
print(a.eq(torch.tensor([[1], [5]])))          # 一列 (2, 1) 在各列上广播
print((a == 5).dtype, (a == 5).sum().item())   # 布尔掩码；sum 统计匹配个数

m = a.clone()
m.eq_(2)                                       # 原地操作：结果保持 a 的 dtype
print(m)
