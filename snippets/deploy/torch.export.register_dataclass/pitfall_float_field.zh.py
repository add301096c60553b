from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Batch:
    x: torch.Tensor
    temperature: float


torch.export.register_dataclass(Batch, serialized_type_name="mylib.Batch")


class Net(nn.Module):
    def forward(self, batch: Batch):
        return (batch.x / batch.temperature).softmax(-1)


x = torch.randn(2, 3)
ep = torch.export.export(Net(), (Batch(x, 2.0),))
print(ep.graph_signature.user_inputs)  # 浮点数被写死在图里
ep.module()(Batch(x, 0.5))
