import torch
import torch.fx
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Block(nn.Module):
    def forward(self, x, double=True):
        if double:  # a plain Python flag, not a tensor
            return x * 2
        return x - 1


# Fix the flag at trace time; only the chosen branch ends up in the graph.
gm = torch.fx.symbolic_trace(Block(), concrete_args={"double": False})
print(gm.code.strip())
x = torch.ones(2, device=device)
print(gm(x, False))  # pass the same value you specialized on

