import torch

seq = torch.tensor([5, 1, 7, 3])        # 没有排序
values = torch.tensor([0, 2, 4, 6, 8])

print(torch.searchsorted(seq, values))  # 位置毫无意义，却不报错

order = torch.argsort(seq)
print(torch.searchsorted(seq, values, sorter=order))   # 按排序后顺序给出的位置
