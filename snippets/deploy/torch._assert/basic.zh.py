import torch
import torch.fx


class Head(torch.nn.Module):
    def forward(self, x):
        torch._assert(x.shape[1] == 3, "Head expects 3 features")
        return x * 2


gm = torch.fx.symbolic_trace(Head())    # 这里若用普通的 `assert`，追踪会失败
print(gm.code)                          # 这个检查是图中的一个节点

print(gm(torch.ones(2, 3)).shape)
try:
    gm(torch.ones(2, 4))
except AssertionError as e:
    print("AssertionError:", e)
