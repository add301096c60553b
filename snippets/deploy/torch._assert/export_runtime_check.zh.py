import torch


class Normalize(torch.nn.Module):
    def forward(self, x):
        torch._assert(x.sum() > 0, "input must have a positive sum")
        return x / x.sum()


# 条件依赖于张量的值：export 把它保留为随程序一起运行的检查。
ep = torch.export.export(Normalize(), (torch.ones(4),))
print(ep.module()(torch.ones(4)))
try:
    ep.module()(-torch.ones(4))
except RuntimeError as error:
    print("RuntimeError:", error)
