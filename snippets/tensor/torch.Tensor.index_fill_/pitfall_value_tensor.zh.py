import torch

x = torch.zeros(2, 3)
idx = torch.tensor([0, 2])
print(x.index_fill(1, idx, 5.0))                       # 所有被选中的列共用一个值
x.index_fill(1, idx, torch.tensor([5.0, 6.0]))        # 不支持每列一个值
