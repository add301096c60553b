import torch
import torch.nn as nn
from torch.export import Dim

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device).eval()
example = torch.randn(3, 4, device=device)

batch = Dim("batch", min=1, max=1024)
# 键是 forward() 的参数名；值是从维度索引到 Dim 的映射。
# nn.Sequential.forward 的参数名是 `input`。
ep = torch.export.export(model, (example,), dynamic_shapes={"input": {0: batch}})
print([str(r) for r in ep.range_constraints.values()])  # 批次大小的允许范围

for n in (1, 5, 64):
    x = torch.randn(n, 4, device=device)
    torch.testing.assert_close(ep.module()(x), model(x))
    print(n, "->", tuple(ep.module()(x).shape))
