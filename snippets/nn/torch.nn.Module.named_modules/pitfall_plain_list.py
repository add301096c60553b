from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [nn.Linear(2, 2), nn.Linear(2, 2)]  # a Python list
        self.heads = nn.ModuleList([nn.Linear(2, 1)])     # registered


print([name for name, _ in Net().named_modules()])  # the blocks are invisible
print(sum(p.numel() for p in Net().parameters()))   # and so are their parameters
