import torch

seq = torch.tensor([1, 3, 5, 7])
values = torch.tensor([0, 3, 6, 9])

print(torch.searchsorted(seq, values))                 # 第一个满足 seq[i] >= v 的位置
print(torch.searchsorted(seq, values, side="right"))   # 第一个满足 seq[i] > v 的位置
print(torch.searchsorted(seq, 4))                      # 传入 Python 数字得到 0 维结果

# 插入一个值并保持序列有序
i = torch.searchsorted(seq, 4)
print(torch.cat([seq[:i], torch.tensor([4]), seq[i:]]))

# 每行 values 对应一行有序序列
rows = torch.tensor([[1, 3, 5],
                     [10, 20, 30]])
print(torch.searchsorted(rows, torch.tensor([[2, 5],
                                             [25, 35]])))
