from torch import nn
from torch.nn.utils import skip_init


class Block(nn.Module):
    def __init__(self, n):  # no device argument
        super().__init__()
        self.fc = nn.Linear(n, n)


skip_init(Block, 8)
