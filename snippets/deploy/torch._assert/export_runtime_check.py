import torch


class Normalize(torch.nn.Module):
    def forward(self, x):
        torch._assert(x.sum() > 0, "input must have a positive sum")
        return x / x.sum()


ep = torch.export.export(Normalize(), (torch.ones(4),))
