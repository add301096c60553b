from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Batch:
    features: torch.Tensor
    mask: torch.Tensor


@dataclass
class Prediction:
    logits: torch.Tensor
    probs: torch.Tensor


torch.export.register_dataclass(Batch, serialized_type_name="mylib.Batch")
torch.export.register_dataclass(Prediction, serialized_type_name="mylib.Prediction")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)

    def forward(self, batch: Batch) -> Prediction:
        logits = self.fc(batch.features) * batch.mask
        return Prediction(logits, logits.softmax(-1))


torch.manual_seed(0)
batch = Batch(torch.randn(2, 4), torch.ones(2, 3))
ep = torch.export.export(Net().eval(), (batch,))
# Each field becomes its own graph input
print(ep.graph_signature.user_inputs)

# Sample inputs are saved with torch.save: let torch.load accept Batch
torch.serialization.add_safe_globals([Batch])
torch.export.save(ep, "net.pt2")
out = torch.export.load("net.pt2").module()(batch)
print(type(out).__name__, tuple(out.probs.shape))
