from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Batch:
    features: torch.Tensor
    mask: torch.Tensor


class Net(nn.Module):
    def forward(self, batch: Batch):
        return batch.features * batch.mask


batch = Batch(torch.randn(2, 3), torch.ones(2, 3))
torch.export.export(Net(), (batch,))  # Batch was never registered
