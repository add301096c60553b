import torch
import torch.fx


class Head(torch.nn.Module):
    def forward(self, x):
        assert x.shape[1] == 3, "Head expects 3 features"
        return x * 2


gm = torch.fx.symbolic_trace(Head())
