import torch
import torch.nn as nn
from torch.export import Dim, export


class AtLeastFour(nn.Module):
    def forward(self, x):
        n = x.shape[0]
        return x.new_zeros(torch.sym_ite(n > 4, n, 4))  # branches: SymInt and int


print(AtLeastFour()(torch.ones(6)).shape)  # eager: n is an int, so this works
export(AtLeastFour(), (torch.ones(6),), dynamic_shapes={"x": {0: Dim("n")}})
