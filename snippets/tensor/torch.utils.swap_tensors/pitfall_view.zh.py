import torch
from torch.utils import swap_tensors

table = torch.zeros(4)
rows = table.view(2, 2)          # 视图会持有对其基张量的引用
swap_tensors(table, torch.ones(4))
