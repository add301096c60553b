from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Batch:
    x: torch.Tensor
    y: torch.Tensor


torch.export.register_dataclass(Batch)  # 没有给 serialized_type_name


class Net(nn.Module):
    def forward(self, batch: Batch):
        return batch.x + batch.y


ep = torch.export.export(Net(), (Batch(torch.ones(2), torch.ones(2)),))
print(ep.module()(Batch(torch.ones(2), torch.ones(2))))  # 导出和运行都没问题
torch.export.save(ep, "net.pt2")
