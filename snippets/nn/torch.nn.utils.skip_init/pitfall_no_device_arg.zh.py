from torch import nn
from torch.nn.utils import skip_init


class Block(nn.Module):
    def __init__(self, n):  # 没有 device 参数
        super().__init__()
        self.fc = nn.Linear(n, n)


skip_init(Block, 8)
