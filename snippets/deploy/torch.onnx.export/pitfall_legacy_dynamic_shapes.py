import torch
import torch.nn as nn
from torch.export import Dim

model = nn.Linear(4, 2).eval()
x = torch.randn(3, 4)
# dynamo=False selects the legacy TorchScript exporter, which only understands dynamic_axes.
torch.onnx.export(
    model,
    (x,),
    "model.onnx",
    dynamo=False,
    dynamic_shapes={"input": {0: Dim("batch")}},
)
