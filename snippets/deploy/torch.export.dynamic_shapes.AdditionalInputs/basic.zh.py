import torch
import torch.nn as nn
from torch.export import AdditionalInputs, export


class Pool(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 8)

    def forward(self, ids, scale):
        return self.emb(ids).mean(1) * scale


# 部署后模型还会遇到的其他输入：批次和长度都会变化
extra = AdditionalInputs()
extra.add((torch.randint(0, 100, (4, 16)), torch.tensor(2.0)))
extra.add((torch.randint(0, 100, (1, 7)), torch.tensor(3.0)))

args = (torch.randint(0, 100, (2, 10)), torch.tensor(1.0))
print(extra.dynamic_shapes(Pool(), args))

ep = export(Pool(), args, dynamic_shapes=extra)
print(ep.range_constraints)
extra.verify(ep)
print("all additional inputs accepted")
