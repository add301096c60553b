import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU()).eval()
# 先冻结（如果还没冻结），再做针对 CPU 的改写
fast = torch.jit.optimize_for_inference(torch.jit.script(model))
print(sorted({n.kind() for n in fast.graph.nodes()} - {"prim::Constant"}))

x = torch.randn(1, 3, 8, 8)
torch.testing.assert_close(fast(x), model(x))
print("same output")
