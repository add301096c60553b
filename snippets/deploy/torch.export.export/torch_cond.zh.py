import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Gate(nn.Module):
    def forward(self, x):
        # 两个分支都会被追踪；在图内部于运行时做选择。
        return torch.cond(x.sum() > 0, lambda t: t * 2, lambda t: t - 1, (x,))


ep = torch.export.export(Gate(), (torch.ones(3, device=device),))
print(ep.module()(torch.ones(3, device=device)))
print(ep.module()(-torch.ones(3, device=device)))
