from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Batch:
    x: torch.Tensor
    y: torch.Tensor


torch.export.register_dataclass(Batch)  # no serialized_type_name


class Net(nn.Module):
    def forward(self, batch: Batch):
        return batch.x + batch.y


ep = torch.export.export(Net(), (Batch(torch.ones(2), torch.ones(2)),))
print(ep.module()(Batch(torch.ones(2), torch.ones(2))))  # exporting and running work
torch.export.save(ep, "net.pt2")
