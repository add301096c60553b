import torch
import torch.nn as nn
from torch.export import Dim, export


class Show(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        print("shape:", x.shape, "| n:", n, type(n).__name__)
        print("n + 1:", n + 1, type(n + 1).__name__)
        print("n / 2:", n / 2, type(n / 2).__name__)
        print("n > 2:", n > 2, type(n > 2).__name__)
        return x * 2


# With a dynamic batch, sizes inside forward are symbols, not the example's 4
ep = export(Show(), (torch.randn(4, 3),), dynamic_shapes={"x": {0: Dim("batch")}})
print(ep.range_constraints)

# With static shapes they are plain ints
export(Show(), (torch.randn(4, 3),))
