import torch
import torch.nn as nn
from torch.export import Dim, draft_export


class Flatten(nn.Module):
    def forward(self, x):
        return x.reshape(4, -1)


# export 会拒绝这个 Dim；draft_export 把尺寸固定为 4 后继续
ep = draft_export(Flatten(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim("batch")}})
print([str(f.failure_type) for f in ep._report.failures])
print(ep.range_constraints)
ep.module()(torch.randn(8, 3))
