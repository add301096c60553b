import torch


class Normalize(torch.nn.Module):
    def forward(self, x):
        torch._assert(x.sum() > 0, "input must have a positive sum")
        return x / x.sum()


# The condition depends on the values: export keeps it as a check that runs with the program.
ep = torch.export.export(Normalize(), (torch.ones(4),))
print(ep.module()(torch.ones(4)))
try:
    ep.module()(-torch.ones(4))
except RuntimeError as error:
    print("RuntimeError:", error)
