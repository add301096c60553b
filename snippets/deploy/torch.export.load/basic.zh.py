import torch
import torch.nn as nn
from torch.export import Dim

torch.manual_seed(0)
model = nn.Linear(4, 3).eval()
x = torch.randn(8, 4)
ep = torch.export.export(model, (x,), dynamic_shapes={"input": {0: Dim("batch", max=64)}})
torch.export.save(ep, "model.pt2", extra_files={"version.txt": "1.0"})

# 先写出要读取的附加文件名，load 会填入内容
extra = {"version.txt": ""}
loaded = torch.export.load("model.pt2", extra_files=extra)
print(extra)
print(list(loaded.range_constraints.values()))
print(loaded.example_inputs[0][0].shape)

# 加载得到的权重是副本，与原模型不再关联
print(loaded.state_dict["weight"] is model.weight)
print(loaded.module()(torch.randn(5, 4)).shape)
