import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Gate(nn.Module):
    def forward(self, x):
        if x.sum() > 0:  # 对张量的“值”用 Python 的 `if`
            return x * 2
        return x - 1


torch.export.export(Gate(), (torch.ones(3, device=device),))
