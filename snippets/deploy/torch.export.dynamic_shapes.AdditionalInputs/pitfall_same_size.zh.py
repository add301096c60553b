import torch
import torch.nn as nn
from torch.export import AdditionalInputs, export


class Pool(nn.Module):
    def forward(self, ids):
        return ids.float().mean(1)


extra = AdditionalInputs()
# 恰好每个样本的长度都是 10，和示例一样
extra.add((torch.zeros(4, 10, dtype=torch.long),))
ep = export(Pool(), (torch.zeros(2, 10, dtype=torch.long),), dynamic_shapes=extra)
print(extra.dynamic_shapes(Pool(), (torch.zeros(2, 10, dtype=torch.long),)))
ep.module()(torch.zeros(2, 12, dtype=torch.long))
