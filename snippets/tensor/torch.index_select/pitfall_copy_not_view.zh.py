import torch

x = torch.ones(3, 4)
bad_rows = torch.tensor([0, 2])

x.index_select(0, bad_rows).zero_()             # 清零的只是一个临时副本
print(x.sum())                                  # 仍是 12：x 没有被改动

x.index_fill_(0, bad_rows, 0.0)                 # 直接写入 x 本身
print(x.sum())
