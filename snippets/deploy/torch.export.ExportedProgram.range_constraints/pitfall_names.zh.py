import torch
import torch.nn as nn
from torch.export import Dim

model = nn.Linear(4, 3).eval()
ep = torch.export.export(
    model, (torch.randn(8, 4),), dynamic_shapes={"input": {0: Dim("batch", min=2, max=64)}}
)
names = [str(symbol) for symbol in ep.range_constraints]
print(names[0].startswith("s"), "batch" in names)  # Dim 的名字不是键
