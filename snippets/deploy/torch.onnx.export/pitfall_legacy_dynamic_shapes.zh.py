import torch
import torch.nn as nn
from torch.export import Dim

model = nn.Linear(4, 2).eval()
x = torch.randn(3, 4)
# dynamo=False 选用旧版 TorchScript 导出器，它只认 dynamic_axes。
torch.onnx.export(
    model,
    (x,),
    "model.onnx",
    dynamo=False,
    dynamic_shapes={"input": {0: Dim("batch")}},
)
