import torch
import torch.nn as nn
from torch.export import Dim

torch.manual_seed(0)
model = nn.Linear(4, 3).eval()
x = torch.randn(8, 4)
ep = torch.export.export(model, (x,), dynamic_shapes={"input": {0: Dim("batch", max=64)}})
torch.export.save(ep, "model.pt2", extra_files={"version.txt": "1.0"})

# Name the extra files to read; load fills in their contents
extra = {"version.txt": ""}
loaded = torch.export.load("model.pt2", extra_files=extra)
print(extra)
print(list(loaded.range_constraints.values()))
print(loaded.example_inputs[0][0].shape)

# The loaded weights are copies, no longer tied to the model
print(loaded.state_dict["weight"] is model.weight)
print(loaded.module()(torch.randn(5, 4)).shape)
